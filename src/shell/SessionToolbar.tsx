// The table's bar for a game on the session (issues 27, 29: one bar for every such game, in the
// look of Dark Future's): the frequent options as buttons (Undo, Replay, Settings), the rare ones
// in one menu (keep a copy, the game file, a share link), and New game asking first while the game
// is on. On a phone everything but Undo is in the menu. Drawn from props alone (useSessionToolbar gives them); what it did is said in a toast.
import { useState } from 'react';
import { MenuButton } from './MenuButton';
import { Toasts } from './Toasts';
import { useNarrow } from './useNarrow';

export interface SessionToolbarProps {
  /** The screen's test-id prefix ('rg', 'dr'): each button is `${id}-undo` and so on. */
  id: string;
  /** A replay is shown: nothing may change the game waiting behind it. */
  watching: boolean;
  over: boolean;
  mayUndo: boolean;
  undo(): void;
  openReplay(): void;
  openSettings(): void;
  /** Puts a copy on the saved-games list; the words to show, or null when it could not be kept (the save problem says why). */
  keep(): string | null;
  download(): void;
  share(): void;
  /** Leaves the game (kept on the list first with `keepFirst`; false when it could not be kept). */
  leave(keepFirst: boolean): void;
}

const ITEM = { role: 'menuitem', tabIndex: -1 } as const;

export function SessionToolbar({ id, watching, over, mayUndo, undo, openReplay, openSettings, keep, download, share, leave }: SessionToolbarProps) {
  const [asking, setAsking] = useState(false);
  const [kept, setKept] = useState<string | null>(null);
  // On a phone the bar keeps only Undo and the menu: the board and the decision need the height.
  const narrow = useNarrow();
  return (
    <>
      <span className="session-toolbar" role="toolbar" aria-label="Game options">
        <button type="button" data-testid={`${id}-undo`} disabled={watching || !mayUndo} title="Takes back the last choice if it rolled no dice" onClick={undo}>Undo</button>
        {!narrow && (
          <>
            <button type="button" data-testid={`${id}-watch`} disabled={watching} onClick={openReplay}>Replay</button>
            <button type="button" data-testid={`${id}-settings`} onClick={openSettings}>Settings</button>
          </>
        )}
        <MenuButton label="Menu" testId={`${id}-menu`} title={narrow ? 'Replay, settings, keep a copy, the game file, a share link, a new game' : 'Keep a copy, the game file, a share link'}>
          {narrow && (
            <>
              <button type="button" data-testid={`${id}-watch`} disabled={watching} onClick={openReplay} {...ITEM}>Replay</button>
              <button type="button" data-testid={`${id}-settings`} onClick={openSettings} {...ITEM}>Settings</button>
              <div className="menu-sep" role="separator" />
            </>
          )}
          <button type="button" data-testid={`${id}-keep`} disabled={watching} title="Put a copy of this game on the saved-games list of the start screen; play goes on" onClick={() => setKept(keep())} {...ITEM}>Keep this game</button>
          <button type="button" data-testid={`${id}-download`} onClick={download} {...ITEM}>Game file</button>
          <button type="button" data-testid={`${id}-share`} title="A link that holds the whole game: send it, and it opens as a replay or to play on." onClick={share} {...ITEM}>Share link</button>
          {narrow && !asking && <button type="button" data-testid={`${id}-quit`} onClick={() => (over ? leave(false) : setAsking(true))} {...ITEM}>New game</button>}
        </MenuButton>
        {asking ? (
          <span className="confirm" role="group" aria-label="Leave this game?">
            <button type="button" data-testid={`${id}-quit-keep`} title="Put it on the saved-games list of the start screen, then leave" onClick={() => leave(true)}>Keep it and leave</button>
            <button type="button" className="danger" data-testid={`${id}-quit-yes`} onClick={() => leave(false)}>Leave the game</button>
            <button type="button" onClick={() => setAsking(false)}>Keep playing</button>
          </span>
        ) : (
          !narrow && <button type="button" data-testid={`${id}-quit`} onClick={() => (over ? leave(false) : setAsking(true))}>New game</button>
        )}
      </span>
      {kept && <p className="muted session-kept" role="status" data-testid={`${id}-kept`}>{kept} <button type="button" onClick={() => setKept(null)}>OK</button></p>}
      <Toasts />
    </>
  );
}
