// The whole flow of Game One in a few lines, for players who have never seen the rulebook.
export function HowToPlay() {
  return (
    <section className="how-to-play" aria-labelledby="how-title">
      <h2 id="how-title">How to play</h2>
      <ol>
        <li>One player rolls a die to decide who drives the <b>lead car</b> and who the <b>chase car</b> (p87).</li>
        <li>The chase car is placed in the first section of a straight road, then the lead car in the section in front. Both start at 60 mph (p87).</li>
        <li>Each turn has up to six phases (the phasing die, p8). In every phase each driver declares one action — drive straight, accelerate, brake, drift, shoot, lay oil or a dummy — fastest car first (p11-12).</li>
        <li>The app moves the cars, rolls every die and applies the rules; the log explains each result with its page in the rulebook.</li>
        <li>The lead car wins by crossing the finish line; the chase car wins by stopping it (p87).</li>
      </ol>
      <p>Games Two to Five add curving roads, armament tables, the starting-speed roll and, from Game Four, cars you design yourselves in the <b>Garage</b> with $50,000 each (p87-88).</p>
      <p className="muted">Hot-seat: when a choice is secret (a real or dummy marker, or Game Three's choice of car), the app asks you to pass the device first.</p>
    </section>
  );
}
