// The end: who won, why, and the rule (p87), then what each vehicle did.
import { useMemo } from 'react';
import { sidesInPlay } from '../engine';
import { useStore } from '../store';
import { gameSummary } from './gameSummary';
import { playerName, vehicleName } from './names';
import { PageBadge } from './PageBadge';

export function GameOverPanel() {
  const game = useStore((s) => s.game);
  const log = useStore((s) => s.log);
  const restart = useStore((s) => s.restart);
  const newGame = useStore((s) => s.newGame);
  const watchReplay = useStore((s) => s.watchReplay);
  const rows = useMemo(() => (game ? gameSummary(game, log.map((l) => l.event)) : []), [game, log]);
  const w = game?.winner;
  if (!game) return null;
  const car = w ? game.vehicles.find((v) => v.side === w.side) : undefined;
  // A side of several vehicles or players (Games Six to Eight, p88) wins as a side, all its players named.
  const side = w ? sidesInPlay(game).find((x) => x.id === w.side) : undefined;
  const team = side && (side.vehicles.length > 1 || side.players.length > 1) ? `${side.label} (${side.players.map((p) => playerName(game, p)).join(', ')})` : null;
  const who = team ?? (car ? `${playerName(game, car.owner)} (${car.name})` : w?.side ?? 'Nobody');
  return (
    <section className="decision game-over" aria-label="Game over" data-testid="game-over">
      <h2>{who} wins</h2>
      {w && (
        <p>
          {w.reason} <PageBadge rule={w.rule} />
        </p>
      )}
      <div className="summary-scroll">
        <table className="game-summary" data-testid="game-summary">
          <caption>What each vehicle did</caption>
          <thead>
            <tr>
              <th scope="col">Vehicle</th>
              <th scope="col" title="Shots fired, and how many hit">Shots (hits)</th>
              <th scope="col">Damage done</th>
              <th scope="col">Damage taken</th>
              <th scope="col">Spaces moved</th>
              <th scope="col" title="Hazard rolls passed without a panic brake or control loss (p38)">Hazards passed</th>
              <th scope="col">At the end</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.vehicle} data-testid={`summary-${r.vehicle}`}>
                <th scope="row">{vehicleName(game, r.vehicle)}</th>
                <td>{r.shots} ({r.hits})</td>
                <td>{r.damageDone}</td>
                <td>{r.damageTaken}</td>
                <td>{r.spaces}</td>
                <td>{r.hazardsPassed} of {r.hazards}</td>
                <td>{r.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="row">
        <button type="button" className="primary" data-testid="game-over-restart" onClick={restart}>Restart (same players, new dice)</button>
        <button type="button" data-testid="game-over-new" onClick={newGame}>New game</button>
        <button type="button" data-testid="game-over-replay" onClick={() => watchReplay()}>Watch the replay</button>
      </div>
    </section>
  );
}
