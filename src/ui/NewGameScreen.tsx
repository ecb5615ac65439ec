// The new-game screen: which game to play (the registry's games, src/shell/games.ts), then that
// game's own form, loaded with the game. Above them, the saved games of every game (SavedGames.tsx),
// whichever is chosen. Nothing here names a game.
import { Suspense } from 'react';
import { gameScreen } from '../shell/gameScreens';
import { games } from '../shell/games';
import { useSession } from '../shell/sessionStore';
import { SavedGames } from './SavedGames';

export function RulesetPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  return (
    <fieldset className="ruleset-picker" data-testid="ng-ruleset">
      <legend>Game</legend>
      {games().map((g) => (
        <label key={g.id} className="check">
          <input type="radio" name="ruleset" value={g.id} data-testid={`ng-ruleset-${g.id}`} checked={value === g.id} onChange={() => onChange(g.id)} />
          <span><strong>{g.title}</strong> <span className="muted">— {g.blurb}</span></span>
        </label>
      ))}
    </fieldset>
  );
}

export function NewGameScreen() {
  const chosen = useSession((s) => s.chosen);
  const choose = useSession((s) => s.choose);
  const start = useSession((s) => s.start);
  // The first game of the registry until another is chosen.
  const id = games().some((g) => g.id === chosen) ? chosen : (games()[0]?.id ?? '');
  const Form = id ? gameScreen(id, 'NewGame') : null;
  return (
    <>
      <div className="new-game saved-games-top"><SavedGames /></div>
      <RulesetPicker value={id} onChange={choose} />
      <Suspense fallback={<p className="loading" role="status">Loading…</p>}>
        {Form && <Form start={(setup: Record<string, unknown>, seed: number, seats?: Record<string, string>) => start(id, setup, seed, seats)} />}
      </Suspense>
    </>
  );
}
