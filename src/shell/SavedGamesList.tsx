// The saved-games list of every ruleset, drawn from props alone: each entry names its game (the
// ruleset), its name, what the ruleset says of it (scenario, players, turn or round) and when it
// was last played, with Resume, Watch, Rename (where the ruleset's store can) and Delete. The
// screen reads the stores and says what each button does. Delete asks first (ConfirmDialog).
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface SavedEntry {
  id: string;
  /** The ruleset's name ("Dark Future", "Road gangs"). */
  game: string;
  name: string;
  /** What the ruleset says of it, in its words: scenario, players, "turn 3". */
  details: string[];
  /** ISO 8601. */
  lastPlayed: string;
  onResume(): void;
  onWatch(): void;
  onDelete(): void;
  /** Absent where the game's store cannot rename. */
  onRename?(name: string): void;
}

const when = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'unknown' : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

function Entry({ g }: { g: SavedEntry }) {
  const [name, setName] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const rename = () => {
    if (name !== null) g.onRename?.(name);
    setName(null);
  };
  return (
    <li data-testid={`saved-${g.id}`}>
      <span className="saved-game" data-testid="saved-ruleset">{g.game}</span>
      {name === null ? (
        <span className="saved-name">{g.name || 'Unnamed game'}</span>
      ) : (
        <input className="saved-name" aria-label="Name of the game" data-testid="saved-name-input" value={name} maxLength={80} autoFocus onChange={(e) => setName(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') rename(); if (e.key === 'Escape') setName(null); }} />
      )}
      {g.details.map((d, i) => <span key={i}>{d}</span>)}
      <span className="muted">last played {when(g.lastPlayed)}</span>
      <button type="button" className="primary" data-testid="saved-resume" onClick={g.onResume}>Resume</button>
      <button type="button" data-testid="saved-watch" onClick={g.onWatch} title="Watch it from the start as a replay; it stays on the list">Watch</button>
      {g.onRename && (name === null ? (
        <button type="button" data-testid="saved-rename" onClick={() => setName(g.name)}>Rename</button>
      ) : (
        <button type="button" data-testid="saved-rename-ok" onClick={rename}>Save name</button>
      ))}
      <button type="button" data-testid="saved-delete" aria-haspopup="dialog" onClick={() => setAsking(true)}>Delete</button>
      {asking && (
        <ConfirmDialog
          question="Delete this saved game for good?"
          yes="Yes"
          no="No"
          yesId="saved-delete-yes"
          noId="saved-delete-no"
          onYes={() => { setAsking(false); g.onDelete(); }}
          onNo={() => setAsking(false)}
        />
      )}
    </li>
  );
}

export function SavedGamesList({ entries, problems }: { entries: SavedEntry[]; problems: string[] }) {
  if (entries.length === 0 && problems.length === 0) return null;
  return (
    <section className="saved-games" aria-labelledby="saved-games-title" data-testid="saved-games">
      <h2 id="saved-games-title">Saved games</h2>
      {problems.map((p) => <p key={p} className="field-error" role="alert">{p}</p>)}
      <ul>
        {entries.map((g) => <Entry key={g.id} g={g} />)}
      </ul>
    </section>
  );
}
