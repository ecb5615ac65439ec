// The new-game screen (issue 29 "First screen"): the title drawn in code, the saved games of every
// game (SavedGames.tsx) when there are any, the games as cards (the registry's, src/shell/games.ts),
// then the chosen game's own form, loaded with the game. Nothing here names a game.
import { Suspense, lazy } from 'react';
import { gameScreen } from '../shell/gameScreens';
import { games } from '../shell/games';
import { useSession } from '../shell/sessionStore';
import { useOnlineLobby } from '../shell/online/useOnlineLobby';
import { HouseTitle } from './HouseTitle';
import { SavedGames } from './SavedGames';
import './firstScreen.css';

const OnlineLobby = lazy(() => import('../shell/online/OnlineLobby').then((m) => ({ default: m.OnlineLobby })));

/** The games as cards: what each is, who plays it and how long it takes, where its rules come from. */
export function GameCards({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  return (
    <fieldset className="game-cards" data-testid="ng-ruleset">
      <legend>Choose a game</legend>
      {games().map((g) => (
        <label key={g.id} className={`game-card${value === g.id ? ' chosen' : ''}`} data-testid={`ng-card-${g.id}`}>
          <input type="radio" name="ruleset" value={g.id} data-testid={`ng-ruleset-${g.id}`} checked={value === g.id} onChange={() => onChange(g.id)} />
          <strong className="game-card-title">{g.title}</strong>
          <span className="game-card-blurb">{g.blurb}</span>
          {(g.players || g.length) && <span className="game-card-facts">{[g.players, g.length].filter(Boolean).join(' · ')}</span>}
          <span className="game-card-source muted">{g.source}</span>
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
  // Issue 32: with "Play online" on, a form that calls its `start` creates a table on the server instead.
  const online = useOnlineLobby();
  return (
    <>
      <HouseTitle />
      <div className="new-game saved-games-top"><SavedGames /></div>
      <GameCards value={id} onChange={choose} />
      <Suspense fallback={<p className="loading" role="status">Loading…</p>}>
        {Form && <Form online={online.on} start={online.on ? online.start(id) : (setup: Record<string, unknown>, seed: number, seats?: Record<string, string>) => start(id, setup, seed, seats)} />}
      </Suspense>
      <label className="play-online">
        <input type="checkbox" data-testid="ng-online" checked={online.on} onChange={(e) => online.setOn(e.target.checked)} /> Play online: the other players join by links
      </label>
      {(online.on || online.props.status !== 'idle') && <Suspense fallback={null}><OnlineLobby {...online.props} /></Suspense>}
    </>
  );
}
