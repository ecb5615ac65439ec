// Options: animations, undo (only when the last command is undoable), the garage, restart, new
// game, export and import.
import { useState } from 'react';
import type { FinalReason } from '../engine';
import { canUndo, useStore } from '../store';
import { ConfirmButton } from './ConfirmButton';
import { downloadText, stamp } from './download';
import { ImportButton } from './ImportButton';
import { ShareButton } from './ShareButton';
import { WatchFileButton } from './WatchFileButton';

/** Why the last decision cannot be taken back, in words (the reason is the engine's finalReason). */
const FINAL_WORDS: Record<FinalReason, string> = {
  dice: 'it rolled dice',
  revealed: 'it turned over a hidden marker',
  hiddenChoice: 'it was a secret choice (real or dummy marker, p22)',
};

export function OptionsBar() {
  const animations = useStore((s) => s.animations);
  const setAnimations = useStore((s) => s.setAnimations);
  const undoable = useStore(canUndo);
  const undo = useStore((s) => s.undo);
  const lastFinal = useStore((s) => s.lastFinal);
  const anyCommand = useStore((s) => s.commands.length > 0);
  const restart = useStore((s) => s.restart);
  const newGame = useStore((s) => s.newGame);
  const exportGame = useStore((s) => s.exportGame);
  const openGarage = useStore((s) => s.openGarage);
  const openSettings = useStore((s) => s.openSettings);
  const openRules = useStore((s) => s.openRules);
  const watching = useStore((s) => s.replay !== null);
  const watchReplay = useStore((s) => s.watchReplay);
  const closeReplay = useStore((s) => s.closeReplay);
  // On a phone the rarely used options fold behind a Menu button to keep the board in view.
  const [open, setOpen] = useState(false);
  const exportNow = () => {
    const text = exportGame();
    if (text) downloadText(`dark-future-${stamp()}.json`, text);
  };
  return (
    <nav className="options-bar" aria-label="Game options">
      <button
        type="button"
        data-testid="undo"
        disabled={!undoable}
        onClick={undo}
        title={undoable ? 'Take back the last decision (it rolled no dice and revealed nothing).' : anyCommand && lastFinal ? `The last decision is final: ${FINAL_WORDS[lastFinal]}.` : 'Nothing to undo yet.'}
      >
        Undo
      </button>
      <button type="button" className="menu-toggle" aria-expanded={open} aria-controls="more-options" data-testid="menu" onClick={() => setOpen(!open)}>
        Menu
      </button>
      <div id="more-options" className={`more-options${open ? ' open' : ''}`}>
      <label className="toggle" title="Animate the cars' moves on the board">
        <input type="checkbox" data-testid="animations" checked={animations} onChange={(e) => setAnimations(e.target.checked)} /> Animations
      </label>
      <button type="button" data-testid="open-rules" onClick={() => openRules()}>Rules</button>
      <button type="button" data-testid="open-settings" onClick={() => openSettings(true)}>Settings</button>
      <button type="button" data-testid="open-garage" onClick={() => openGarage()}>Garage</button>
      {watching ? (
        <button type="button" data-testid="close-replay" onClick={closeReplay}>Close replay</button>
      ) : (
        <button type="button" data-testid="watch-replay" onClick={() => watchReplay()} title="Watch this game from the start; the game waits, untouched.">Replay</button>
      )}
      <ShareButton />
      <WatchFileButton />
      {/* While a replay is shown the game in progress waits: nothing here may replace it. */}
      {!watching && (
        <>
          <button type="button" data-testid="export-game" onClick={exportNow}>Export</button>
          <ImportButton label="Import" />
          <ConfirmButton label="Restart" question="Restart with new dice?" onConfirm={restart} testId="restart" />
          <ConfirmButton label="New game" question="Leave this game? It is kept in Saved games." onConfirm={newGame} testId="new-game" />
        </>
      )}
      </div>
    </nav>
  );
}
