// The last set-up roll, as dice: every event of the last command that rolled, in the engine's
// words (describeEvent), with its dice drawn as dice and its page.
import { useStore } from '../store';
import { DieFace } from '../shell/DieFace';
import { eventText } from './logText';
import { PageBadge } from './PageBadge';

export function SetupDice({ except }: { except?: string }) {
  const game = useStore((s) => s.game);
  const events = useStore((s) => s.lastEvents);
  const viewer = useStore((s) => s.viewer);
  const rolled = events.filter((e) => e.dice.length > 0 && e.type !== except);
  if (!game || rolled.length === 0) return null;
  return (
    <div className="setup-dice" data-testid="setup-dice" aria-live="polite">
      {rolled.map((e, i) => (
        <p key={i} className="setup-roll" data-type={e.type}>
          <span className="setup-roll-dice">
            {e.dice.map((d, j) => <DieFace key={j} value={d} size={36} />)}
          </span>
          <span>{eventText(e, game, viewer)}</span> <PageBadge rule={e.rule} />
        </p>
      ))}
    </div>
  );
}
