// "What just happened": the last decision's results for the next player, before they decide —
// every roll as dice with what it was for and what it meant (the shell's dice tray), then the outcome.
// Words from the engine (describeEvent); the kinds shown are only a choice of what to repeat.
import { useState } from 'react';
import { whyLines, type GameEvent, type GameState } from '../engine';
import { useStore } from '../store';
import { DiceTray, type TrayLine } from '../shell/DiceTray';
import { useMediaQuery } from './hooks';
import { eventText } from './logText';
import { PageBadge } from './PageBadge';
import { safe } from './safe';
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

/** How many of the recap's lines show before "more" (the first, the cause: the shot before its damage):
 *  one on a phone or a short screen (1024x640: the header takes two rows), where more pushed the
 *  decision's first button below the fold, three elsewhere. */
const FIRST_SMALL = 1;
const FIRST_WIDE = 3;
const SMALL = '(max-width: 800px), (max-height: 700px)';

/** Whether the hint level shows a line of why for these events (WhyLines). */
function hasWhy(game: GameState, events: GameEvent[], level: string): boolean {
  return level !== 'off' && safe(() => whyLines(game, events), []).length > 0;
}

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
  const hintLevel = useStore((s) => s.hintLevel);
  const commands = useStore((s) => s.commands.length);
  // The dice tumble as they are rolled when the board animates too (the settings), never with reduced motion.
  const tumble = useStore((s) => s.animations && !s.reduceMotion);
  // Dismissed for this command only: the next command's recap shows again.
  const [closedAt, setClosedAt] = useState(-1);
  // Short first, the rest on demand (issue 29): the first lines whole, never a box that scrolls and
  // cuts a line in half; opened for this command only.
  const [openAt, setOpenAt] = useState(-1);
  const small = useMediaQuery(SMALL);
  if (!game) return null;
  const shown = recapEvents(seen);
  if (shown.length === 0 || closedAt === commands) return null;
  const first = small ? FIRST_SMALL : FIRST_WIDE;
  const open = openAt === commands;
  const more = shown.length - first;
  const why = seen.length === events.length && hasWhy(game, events, hintLevel);
  const folded = !open && (more > 0 || why);
  return (
    <div className={folded ? `recap-fold folded first-${first}` : 'recap-fold'} data-testid="recap-fold" data-folded={folded}>
      <DiceTray lines={shown.map((e) => line(e, game, viewer))} title="What just happened" testId="recap" onClose={() => setClosedAt(commands)} renderRule={badge} tumble={tumble} rollKey={commands}>
        {seen.length === events.length && <WhyLines game={game} events={events} />}
        {(more > 0 || why) && (
          // In the tray's heading row, beside "Got it" (layout.css): a row of its own pushed the decision down.
          <button type="button" className="small recap-more" data-testid="recap-more" aria-expanded={open} aria-label={open ? 'Show fewer results' : `Show ${[more > 0 ? `${more} more results` : '', why ? 'why' : ''].filter(Boolean).join(' and ')}`} onClick={() => setOpenAt(open ? -1 : commands)}>
            {open ? 'Less' : [more > 0 ? `+${more}` : '', why ? 'why' : ''].filter(Boolean).join(' · ')}
          </button>
        )}
      </DiceTray>
    </div>
  );
}
