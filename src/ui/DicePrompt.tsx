// Real dice (issue 11): the engine asked for dice (NEEDS_DIE); the players roll at the table and
// enter each die by its face or by the keys 1-6. A die entered is final: there is no take-back.
import { useEffect } from 'react';
import { useStore } from '../store';
import { DieFace } from '../shell/DieFace';

const FACES = [1, 2, 3, 4, 5, 6];

export function DicePrompt() {
  const ask = useStore((s) => s.diceAsk);
  const enterDie = useStore((s) => s.enterDie);
  useEffect(() => {
    if (!ask) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || (e.target instanceof HTMLElement && e.target.closest('input, textarea, select'))) return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= 6) {
        e.preventDefault();
        enterDie(n);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ask, enterDie]);
  if (!ask) return null;
  const { need, entered } = ask;
  const count = need.count === 1 ? 'one die' : `${need.count} dice`;
  const which = need.count > 1 ? ` (die ${entered.length + 1} of ${need.count})` : '';
  return (
    <section className="decision dice-prompt" aria-label="Roll real dice" data-testid="dice-prompt">
      <h3 className="panel-title">Roll at the table</h3>
      <p data-testid="dice-purpose">
        <b>{need.purpose.charAt(0).toUpperCase() + need.purpose.slice(1)}</b>: roll {count}{which}.
      </p>
      {entered.length > 0 && (
        <p className="muted" aria-label={`entered so far: ${entered.join(', ')}`}>
          Entered: {entered.map((d, i) => <DieFace key={i} value={d} size={22} />)}
        </p>
      )}
      <div className="dice-faces" role="group" aria-label="The die rolled">
        {FACES.map((n) => (
          <button key={n} type="button" className="die-button" data-testid={`die-${n}`} aria-label={`rolled ${n}`} title={`Rolled ${n} (key ${n})`} onClick={() => enterDie(n)}>
            <DieFace value={n} size={40} label={`${n}`} />
          </button>
        ))}
      </div>
      <p className="muted small-print">Click the face rolled or press 1-6. A roll entered is final, as at the table.</p>
    </section>
  );
}
