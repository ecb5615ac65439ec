// Options: the frequent ones as buttons (undo, only when the last command is undoable; the
// animations; the rules; settings) and the rare ones in one menu (issue 29: eleven equal buttons
// were one long row): the garage, a replay, a share link, watching a file, export, import,
// restart and new game. On a narrow screen everything but Undo goes in the menu. What was copied
// or saved is said in a toast over the page, so the bar never changes width.
import type { FinalReason } from '../engine';
import { canUndo, useStore } from '../store';
import { MenuButton } from '../shell/MenuButton';
import { toast } from '../shell/toast';
import { useNarrow } from '../shell/useNarrow';
import { Toasts } from '../shell/Toasts';
import { ConfirmButton } from './ConfirmButton';
import { downloadText, stamp } from '../shell/download';
import { ImportButton } from './ImportButton';
import { itemProps } from './menuItem';
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
  const narrow = useNarrow();
  const exportNow = () => {
    const text = exportGame();
    if (!text) return;
    const name = `dark-future-${stamp()}.json`;
    downloadText(name, text);
    toast(`Saved ${name}`);
  };
  const item = itemProps(true);
  // The frequent options: in the bar, or at the top of the menu on a narrow screen.
  const frequent = narrow ? (
    <>
      <button type="button" role="menuitemcheckbox" aria-checked={animations} tabIndex={-1} data-testid="animations" onClick={() => setAnimations(!animations)}>
        <span className="menu-check" aria-hidden="true">{animations ? '✓' : ''}</span>
        Animations
      </button>
      <button type="button" data-testid="open-rules" onClick={() => openRules()} {...item}>Rules</button>
      <button type="button" data-testid="open-settings" onClick={() => openSettings(true)} {...item}>Settings</button>
      <div className="menu-sep" role="separator" />
    </>
  ) : (
    <>
      <label className="toggle" title="Animate the cars' moves on the board">
        <input type="checkbox" data-testid="animations" checked={animations} onChange={(e) => setAnimations(e.target.checked)} /> Animations
      </label>
      <button type="button" data-testid="open-rules" onClick={() => openRules()}>Rules</button>
      <button type="button" data-testid="open-settings" onClick={() => openSettings(true)}>Settings</button>
    </>
  );
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
      {!narrow && frequent}
      <MenuButton label="Menu" testId="menu" title="The garage, replays, sharing, files, restart and new game">
        {narrow && frequent}
        <button type="button" data-testid="open-garage" onClick={() => openGarage()} {...item}>Garage</button>
        {watching ? (
          <button type="button" data-testid="close-replay" onClick={closeReplay} {...item}>Close replay</button>
        ) : (
          <button type="button" data-testid="watch-replay" onClick={() => watchReplay()} title="Watch this game from the start; the game waits, untouched." {...item}>Replay</button>
        )}
        <ShareButton menuItem />
        <WatchFileButton menuItem />
        {/* While a replay is shown the game in progress waits: nothing here may replace it. */}
        {!watching && (
          <>
            <button type="button" data-testid="export-game" onClick={exportNow} {...item}>Export</button>
            <ImportButton label="Import" menuItem />
            <ConfirmButton label="Restart" question="Restart with new dice?" onConfirm={restart} testId="restart" menuItem />
            <ConfirmButton label="New game" question="Leave this game? It is kept in Saved games." onConfirm={newGame} testId="new-game" menuItem />
          </>
        )}
      </MenuButton>
      <Toasts />
    </nav>
  );
}
