// The first screen: players, scenario and options, then Start. The engine validates the setup.
import { useState, type FormEvent } from 'react';
import { useStore } from '../store';
import { ErrorBox } from './ErrorBox';
import { HowToPlay } from './HowToPlay';
import { ImportButton } from './ImportButton';

export function NewGameDialog() {
  const start = useStore((s) => s.start);
  const animations = useStore((s) => s.animations);
  const setAnimations = useStore((s) => s.setAnimations);
  const [names, setNames] = useState(['', '']);
  const [crash, setCrash] = useState(false);
  const [seed, setSeed] = useState('');
  const seedOk = seed.trim() === '' || /^\d{1,9}$/.test(seed.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!seedOk) return;
    const players = names.map((n, i) => ({ id: `p${i + 1}`, name: n.trim() || `Player ${i + 1}` }));
    const s = seed.trim() === '' ? Math.floor(Math.random() * 2 ** 31) : Number(seed.trim());
    start({ scenario: 'gameOne', players, options: { crashDamage: crash } }, s);
  };
  const setName = (i: number, v: string) => setNames((ns) => ns.map((n, j) => (j === i ? v : n)));
  return (
    <div className="new-game">
      <form className="new-game-form" onSubmit={submit} data-testid="new-game-form" aria-labelledby="ng-title">
        <h1 id="ng-title" className="title">Dark Future</h1>
        <p className="muted">Road combat, 1988 — hot-seat, with the app as referee.</p>
        <ErrorBox />
        <fieldset>
          <legend>Players</legend>
          {[0, 1].map((i) => (
            <label key={i}>
              Player {i + 1}
              <input data-testid={`ng-player${i + 1}`} value={names[i]} maxLength={40} placeholder={`Player ${i + 1}`} onChange={(e) => setName(i, e.target.value)} autoFocus={i === 0} />
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Scenario</legend>
          {/* Radio buttons rather than a select: the long name wraps on a phone. */}
          <label className="check">
            <input type="radio" name="scenario" value="gameOne" data-testid="ng-scenario" defaultChecked /> Game One — the chase on a straight road (p87)
          </label>
        </fieldset>
        <fieldset>
          <legend>Options</legend>
          <label className="check"><input type="checkbox" data-testid="ng-animations" checked={animations} onChange={(e) => setAnimations(e.target.checked)} /> Animations</label>
          <label className="check" title="Crashes roll damage (p58): only needed in campaigns.">
            <input type="checkbox" data-testid="ng-crash" checked={crash} onChange={(e) => setCrash(e.target.checked)} /> Crash damage (p58, optional)
          </label>
          <label>
            Seed (optional, to replay the same dice)
            <input data-testid="ng-seed" inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value)} aria-invalid={!seedOk} placeholder="random" />
          </label>
          {!seedOk && <p className="field-error" role="alert">The seed is a whole number of up to 9 digits.</p>}
        </fieldset>
        <div className="row">
          <button type="submit" className="primary" data-testid="ng-start" disabled={!seedOk}>Start the game</button>
          <ImportButton label="Load a saved game" />
        </div>
      </form>
      <HowToPlay />
    </div>
  );
}
