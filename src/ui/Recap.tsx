// "What just happened": the last decision's results for the next player, before they decide —
// every roll as dice with what it was for and what it meant (the dice tray), then the outcome.
// Words from the engine (describeEvent); the kinds shown are only a choice of what to repeat.
import { useState } from 'react';
import type { GameEvent, GameState } from '../engine';
import { useStore } from '../store';
import { DieFace } from './DieFace';
import { eventText } from './logText';
import { PageBadge } from './PageBadge';
import { WhyLines } from './hints/WhyLines';

/** Bookkeeping events the recap leaves to the log. */
const QUIET = new Set<GameEvent['type']>(['turnStart', 'phaseStart', 'turnEnd', 'declared', 'orderTie', 'note', 'trackPlaced', 'directionOfPlay']);

/** Outcomes that deserve the eye even without dice. */
const BAD = new Set<GameEvent['type']>(['hit', 'damage', 'critical', 'crash', 'roll', 'explosion', 'controlLoss', 'spin', 'wreck', 'leftPlay', 'gameOver', 'terminal']);

export function recapEvents(events: GameEvent[]): GameEvent[] {
  return events.filter((e) => !QUIET.has(e.type));
}

function Line({ e, game, viewer }: { e: GameEvent; game: GameState; viewer: string | null }) {
  const good = e.type === 'shot' ? (e.hit ? 'hit' : 'miss') : BAD.has(e.type) ? 'bad' : '';
  return (
    <li className={`recap-line ${good}`} data-testid="recap-line" data-type={e.type}>
      {e.dice.length > 0 && (
        <span className="tray-dice" aria-label={`dice: ${e.dice.join(', ')}`} data-testid="tray-dice">
          {e.dice.map((d, i) => <DieFace key={i} value={d} size={30} />)}
        </span>
      )}
      <span className="recap-text">
        {e.type === 'shot' && <b className="recap-verdict">{e.hit ? 'HIT' : 'MISS'} </b>}
        {eventText(e, game, viewer)}
      </span>
      {e.rule && <PageBadge rule={e.rule} />}
    </li>
  );
}

export function Recap() {
  const game = useStore((s) => s.game);
  const events = useStore((s) => s.lastEvents);
  const viewer = useStore((s) => s.viewer);
  const commands = useStore((s) => s.commands.length);
  // Dismissed for this command only: the next command's recap shows again.
  const [closedAt, setClosedAt] = useState(-1);
  if (!game) return null;
  const shown = recapEvents(events);
  if (shown.length === 0 || closedAt === commands) return null;
  return (
    <section className="recap" aria-label="What just happened" data-testid="recap">
      <div className="recap-head">
        <h3 className="panel-title">What just happened</h3>
        <button type="button" className="small" data-testid="recap-close" onClick={() => setClosedAt(commands)}>Got it</button>
      </div>
      <ol className="recap-list">
        {shown.map((e, i) => <Line key={i} e={e} game={game} viewer={viewer} />)}
      </ol>
      <WhyLines game={game} events={events} />
    </section>
  );
}
