// The end: who won, why, and the rule (p87).
import { useStore } from '../store';
import { playerName } from './names';

export function GameOverPanel() {
  const game = useStore((s) => s.game);
  const restart = useStore((s) => s.restart);
  const newGame = useStore((s) => s.newGame);
  const w = game?.winner;
  if (!game) return null;
  const car = w ? game.vehicles.find((v) => v.side === w.side) : undefined;
  const who = car ? `${playerName(game, car.owner)} (${car.name})` : w?.side ?? 'Nobody';
  return (
    <section className="decision game-over" aria-label="Game over" data-testid="game-over">
      <h2>{who} wins</h2>
      {w && (
        <p>
          {w.reason} <span className="page" title={`Rulebook page ${w.rule.slice(1)}`}>{w.rule}</span>
        </p>
      )}
      <div className="row">
        <button type="button" className="primary" data-testid="game-over-restart" onClick={restart}>Restart (same players, new dice)</button>
        <button type="button" data-testid="game-over-new" onClick={newGame}>New game</button>
      </div>
    </section>
  );
}
