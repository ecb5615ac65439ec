// A die drawn as a die: pips, not digits (the log and the phasing die, p8).
const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 25], [72, 25], [28, 50], [72, 50], [28, 75], [72, 75]],
};

export function DieFace({ value, size = 20, className = 'die', label }: { value: number; size?: number; className?: string; label?: string }) {
  const pips = PIPS[value];
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={label ?? `die showing ${value}`} data-value={value}>
      <rect x="4" y="4" width="92" height="92" rx="18" className="die-body" />
      {pips ? (
        pips.map(([x, y], i) => <circle key={i} cx={x} cy={y} r="10" className="die-pip" />)
      ) : (
        // Not a d6 result (should not happen): show the number rather than nothing.
        <text x="50" y="66" textAnchor="middle" fontSize="48" className="die-text">{value}</text>
      )}
    </svg>
  );
}
