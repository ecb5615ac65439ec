// The end: who won, why, and the rule (p87), then what each vehicle did — on the shell's generic
// result panel (src/shell/GameResult).
import { useMemo } from 'react';
import { sidesInPlay } from '../engine';
import { GameResult, type ResultTable } from '../shell/GameResult';
import { useStore } from '../store';
import { gameSummary } from './gameSummary';
import { playerName, vehicleName } from './names';
import { PageBadge } from './PageBadge';
import { skipAnimations } from '../render/animationFeed';
import { mayShowLastTurn, showLastTurnAgain, useLastTurnPlaying } from './lastTurnAgain';

const COLUMNS: ResultTable['columns'] = [
  { label: 'Vehicle' },
  { label: 'Shots (hits)', title: 'Shots fired, and how many hit' },
  { label: 'Damage done' },
  { label: 'Damage taken' },
  { label: 'Spaces moved' },
  { label: 'Hazards passed', title: 'Hazard rolls passed without a panic brake or control loss (p38)' },
  { label: 'At the end' },
];

const badge = (rule: string) => <PageBadge rule={rule} />;

export function GameOverPanel() {
  const game = useStore((s) => s.game);
  const log = useStore((s) => s.log);
  const restart = useStore((s) => s.restart);
  const newGame = useStore((s) => s.newGame);
  const watchReplay = useStore((s) => s.watchReplay);
  const lastMove = useStore(mayShowLastTurn);
  // While the board plays the last turn again the panels follow it (lastTurnAgain.ts): this one says
  // so, with the turn shown, and its button skips to the end (as Skip and Escape do).
  const playing = useLastTurnPlaying();
  const rows = useMemo(() => (game ? gameSummary(game, log.map((l) => l.event)) : []), [game, log]);
  const w = game?.winner;
  if (!game) return null;
  const car = w ? game.vehicles.find((v) => v.side === w.side) : undefined;
  // A side of several vehicles or players (Games Six to Eight, p88) wins as a side, all its players named.
  const side = w ? sidesInPlay(game).find((x) => x.id === w.side) : undefined;
  const team = side && (side.vehicles.length > 1 || side.players.length > 1) ? `${side.label} (${side.players.map((p) => playerName(game, p)).join(', ')})` : null;
  const who = team ?? (car ? `${playerName(game, car.owner)} (${car.name})` : w?.side ?? 'Nobody');
  const table: ResultTable = {
    caption: 'What each vehicle did',
    columns: COLUMNS,
    rows: rows.map((r) => ({
      key: r.vehicle,
      testId: `summary-${r.vehicle}`,
      name: vehicleName(game, r.vehicle),
      cells: [`${r.shots} (${r.hits})`, r.damageDone, r.damageTaken, r.spaces, `${r.hazardsPassed} of ${r.hazards}`, r.status],
    })),
  };
  const note = playing !== null ? <p className="last-turn-note" role="status" data-testid="last-turn-playing">Replaying turn {playing}: the turn, the record sheets and what happened follow the board.</p> : null;
  return (
    <>
      {note}
      <GameResult
        title={`${who} wins`}
        reason={w?.reason}
        rule={w?.rule}
        renderRule={badge}
        table={table}
        actions={[
          // The end's three ways on (issue 29), in this order: the same game again, this one again, another.
          { label: 'Play again', testId: 'game-over-restart', onClick: restart, primary: true },
          { label: 'Watch the replay', testId: 'game-over-replay', onClick: () => watchReplay() },
          // The turn that ended it, played on the board again (issue 29, "The end"); only where the board animates moves.
          ...(lastMove && playing !== null ? [{ label: 'Skip to the end', testId: 'game-over-last-turn-skip', onClick: skipAnimations }] : []),
          ...(lastMove && playing === null ? [{ label: 'See the last turn again', testId: 'game-over-last-turn', onClick: () => void showLastTurnAgain() }] : []),
          { label: 'New game', testId: 'game-over-new', onClick: newGame },
        ]}
      />
    </>
  );
}
