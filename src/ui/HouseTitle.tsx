// The first screen's title, drawn in code (issue 29 "First screen": no downloaded art): the
// wordmark over a night road seen from above — two lanes, their dashes, and two cars closing on
// each other — an SVG that scales with the page and says its name to a screen reader once.
export function HouseTitle() {
  return (
    <header className="house-title" data-testid="house-title">
      <svg className="house-road" viewBox="0 0 640 64" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <rect x="0" y="8" width="640" height="48" fill="#26282b" />
        <rect x="0" y="8" width="640" height="3" fill="#6c6f74" />
        <rect x="0" y="53" width="640" height="3" fill="#6c6f74" />
        {Array.from({ length: 16 }, (_, i) => (
          <rect key={i} x={i * 40 + 6} y="31" width="22" height="2" fill="#8a8d92" />
        ))}
        <g transform="translate(520 14)">
          <polygon points="0,3 -70,-6 -70,14" fill="#ffcc1a" opacity="0.16" />
          <rect x="0" y="0" width="34" height="16" rx="3" fill="#c23a2b" />
          <rect x="10" y="3" width="12" height="10" rx="1" fill="#1c1d20" />
          <circle cx="1" cy="3" r="1.6" fill="#fff4c2" />
          <circle cx="1" cy="13" r="1.6" fill="#fff4c2" />
        </g>
        <g transform="translate(150 36)">
          <rect x="0" y="0" width="34" height="16" rx="3" fill="#2f6fb0" />
          <rect x="12" y="3" width="12" height="10" rx="1" fill="#1c1d20" />
          <circle cx="1" cy="3" r="1.4" fill="#ff5440" />
          <circle cx="1" cy="13" r="1.4" fill="#ff5440" />
          <circle cx="33" cy="3" r="1.6" fill="#fff4c2" />
          <circle cx="33" cy="13" r="1.6" fill="#fff4c2" />
        </g>
      </svg>
      <h1 className="house-wordmark">Dark Future</h1>
      <p className="house-sub">Road combat at the table, refereed: the 1988 game and two more on the same road.</p>
    </header>
  );
}
