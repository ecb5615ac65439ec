// A decision answered by picking one of the engine's offered commands, in the engine's words
// (describeChoice): Game Eight's pursuit or intercept and an intercepting vehicle's speed (p88),
// the before-turn abandon or keep of a dead-engined bike (p69); a side's design has its own panel
// (SideDesignPanel).
import { describeChoice, type Pending } from '../engine';
import { useStore } from '../store';
import { useLegalCommands } from './hooks';

export function ChoicePanel({ pending }: { pending: Pending }) {
  const game = useStore((s) => s.game);
  const dispatch = useStore((s) => s.dispatch);
  const commands = useLegalCommands();
  if (!game) return null;
  return (
    <section className="decision setup-panel" aria-label={pending.why} data-testid="choice-panel">
      <p className="muted">{pending.why}</p>
      <div className="action-list">
        {commands.map((c, i) => (
          <button key={i} type="button" className="action-button" data-testid={`choice-${i}`} {...(i < 9 ? { 'data-shortcut': String(i + 1) } : {})} onClick={() => dispatch(c)}>
            {i < 9 && <kbd className="shortcut" aria-hidden="true">{i + 1}</kbd>}
            <span className="action-text"><span className="action-label">{describeChoice(c, game)}</span></span>
          </button>
        ))}
      </div>
    </section>
  );
}
