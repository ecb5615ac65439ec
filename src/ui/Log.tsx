// Dark Future's log on the shell's generic one (src/shell/GameLog): the engine's words for the
// viewer, headed by set-up / turn / phase, each page a badge opening the rules reference, and
// dice entered at the table marked as such. The shell keeps only a window of it in the page.
import { useCallback } from 'react';
import { GameLog, type LogRow } from '../shell/GameLog';
import { useStore } from '../store';
import { eventText, groupLog } from './logText';
import { PageBadge } from './PageBadge';

const isPlay = (type: string) => type === 'turnStart' || type === 'phaseStart';
const badge = (rule: string) => <PageBadge rule={rule} />;
const real = <span className="real-roll" title="Rolled at the table and entered (the real dice option)">real</span>;

export function Log() {
  const game = useStore((s) => s.game);
  const log = useStore((s) => s.log);
  const viewer = useStore((s) => s.viewer);
  const rows = useCallback(
    (start: number, end: number): LogRow[] => {
      if (!game) return [];
      // Headings depend on whether play had begun before the window: look back only that far.
      let inPlay = false;
      for (let i = start - 1; i >= 0 && !inPlay; i--) inPlay = isPlay(log.at(i)!.event.type);
      return groupLog(log.slice(start, end), inPlay).flatMap((g) =>
        g.entries.map((entry) => ({ index: entry.index, text: eventText(entry.event, game, viewer), dice: entry.event.dice, rule: entry.event.rule, kind: entry.event.type, group: { key: g.key, title: g.title } })),
      );
    },
    [game, log, viewer],
  );
  if (!game) return null;
  const atTable = game.options.realDice;
  return <GameLog count={log.length} rows={rows} renderRule={badge} diceWords={atTable ? 'rolled at the table' : 'rolled'} diceBadge={atTable ? real : undefined} />;
}
