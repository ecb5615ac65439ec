// "What just happened": the last decision's results for the next player, before they decide —
// every roll as dice with what it was for and what it meant (the shell's dice tray), then the outcome.
// Words from the engine (describeEvent); the kinds shown are only a choice of what to repeat.
import { useState } from 'react';
import type { GameEvent, GameState } from '../engine';
import { useStore } from '../store';
import { DiceTray, type TrayLine } from '../shell/DiceTray';
import { eventText } from './logText';
import { PageBadge } from './PageBadge';
import { WhyLines } from './hints/WhyLines';
import { useShownEvents } from './useRevealed';

/** Bookkeeping events the recap leaves to the log; and the end, which the end panel says once, with its page (issue 29). */
const QUIET = new Set<GameEvent['type']>(['turnStart', 'phaseStart', 'turnEnd', 'declared', 'orderTie', 'note', 'trackPlaced', 'directionOfPlay', 'gameOver']);

/** Outcomes that deserve the eye even without dice. */
const BAD = new Set<GameEvent['type']>(['hit', 'damage', 'critical', 'crash', 'roll', 'explosion', 'controlLoss', 'spin', 'wreck', 'leftPlay', 'gameOver', 'terminal']);

export function recapEvents(events: GameEvent[]): GameEvent[] {
  return events.filter((e) => !QUIET.has(e.type));
}

const badge = (rule: string) => <PageBadge rule={rule} />;

function line(e: GameEvent, game: GameState, viewer: string | null): TrayLine {
  return {
    text: eventText(e, game, viewer),
    dice: e.dice,
    rule: e.rule,
    kind: e.type,
    tone: e.type === 'shot' ? (e.hit ? 'hit' : 'miss') : BAD.has(e.type) ? 'bad' : '',
    verdict: e.type === 'shot' ? (e.hit ? 'HIT' : 'MISS') : undefined,
  };
}

export function Recap() {
  const game = useStore((s) => s.game);
  const events = useStore((s) => s.lastEvents);
  // Each result appears as the board shows it (issue 29); all at once with no animation or on Skip.
  const seen = useShownEvents();
  const viewer = useStore((s) => s.viewer);
  const commands = useStore((s) => s.commands.length);
  // The dice tumble as they are rolled when the board animates too (the settings), never with reduced motion.
  const tumble = useStore((s) => s.animations && !s.reduceMotion);
  // Dismissed for this command only: the next command's recap shows again.
  const [closedAt, setClosedAt] = useState(-1);
  if (!game) return null;
  const shown = recapEvents(seen);
  if (shown.length === 0 || closedAt === commands) return null;
  return (
    <DiceTray lines={shown.map((e) => line(e, game, viewer))} title="What just happened" testId="recap" onClose={() => setClosedAt(commands)} renderRule={badge} tumble={tumble} rollKey={commands}>
      {seen.length === events.length && <WhyLines game={game} events={events} />}
    </DiceTray>
  );
}
