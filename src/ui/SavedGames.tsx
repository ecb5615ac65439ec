// The saved-games list (issue 11): games kept side by side, with scenario, players, turn and when
// last played; any can be resumed, watched as a replay, renamed or deleted. The store keeps the list (savedGames.ts).
import { useEffect, useState } from 'react';
import { useStore, type SavedGameInfo } from '../store';
import { ConfirmButton } from './ConfirmButton';
import { scenarioInfo } from './scenarioRules';

const when = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'unknown' : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

function Entry({ g }: { g: SavedGameInfo }) {
  const resume = useStore((s) => s.resumeSaved);
  const watch = useStore((s) => s.watchSaved);
  const remove = useStore((s) => s.deleteSaved);
  const rename = useStore((s) => s.renameSaved);
  const [name, setName] = useState<string | null>(null);
  const scenario = scenarioInfo(g.scenario)?.label ?? g.scenario;
  return (
    <li data-testid={`saved-${g.id}`}>
      {name === null ? (
        <span className="saved-name">{g.name || 'Unnamed game'}</span>
      ) : (
        <input className="saved-name" aria-label="Name of the game" data-testid="saved-name-input" value={name} maxLength={80} autoFocus onChange={(e) => setName(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { rename(g.id, name); setName(null); } if (e.key === 'Escape') setName(null); }} />
      )}
      <span>{scenario}</span>
      <span>{g.players.join(', ')}</span>
      <span>turn {g.turn}</span>
      <span className="muted">last played {when(g.lastPlayed)}</span>
      <button type="button" className="primary" data-testid="saved-resume" onClick={() => resume(g.id)}>Resume</button>
      <button type="button" data-testid="saved-watch" onClick={() => watch(g.id)} title="Watch it from the start as a replay; it stays on the list">Watch</button>
      {name === null ? (
        <button type="button" data-testid="saved-rename" onClick={() => setName(g.name)}>Rename</button>
      ) : (
        <button type="button" data-testid="saved-rename-ok" onClick={() => { rename(g.id, name); setName(null); }}>Save name</button>
      )}
      <ConfirmButton label="Delete" question="Delete this saved game for good?" onConfirm={() => remove(g.id)} testId="saved-delete" />
    </li>
  );
}

export function SavedGames() {
  const games = useStore((s) => s.savedGames);
  const problem = useStore((s) => s.savedGamesProblem);
  const list = useStore((s) => s.listSavedGames);
  useEffect(() => list(), [list]);
  if (games.length === 0 && !problem) return null;
  return (
    <section className="saved-games" aria-labelledby="saved-games-title" data-testid="saved-games">
      <h2 id="saved-games-title">Saved games</h2>
      {problem && <p className="field-error" role="alert">{problem}</p>}
      <ul>
        {games.map((g) => <Entry key={g.id} g={g} />)}
      </ul>
    </section>
  );
}
