// Title, turn, the phasing die (p8) and whose decision it is (p12).
import { usePending } from './hooks';
import { OptionsBar } from './OptionsBar';
import { PendingBanner } from './PendingBanner';
import { PhaseDie } from './PhaseDie';
import { Tip } from './Tip';
import { useShownGame } from './useRevealed';

export function Header() {
  // The turn and phase the board has reached: a shot's turn ends when its damage shows (issue 29).
  const game = useShownGame();
  const p = usePending();
  return (
    <header className="app-header">
      <h1 className="title">Dark Future</h1>
      {game && (
        <div className="turn-info">
          <Tip text={`Turn ${game.turn}. A turn is up to six phases, as many as the fastest car's speed factor (p8, p12).`} testId="turn-number">
            Turn <b>{game.turn}</b>
          </Tip>
          <PhaseDie phase={game.phase} turn={game.turn} />
        </div>
      )}
      <PendingBanner pending={p} />
      <OptionsBar />
    </header>
  );
}
