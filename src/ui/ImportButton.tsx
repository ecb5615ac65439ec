// Loads a saved game from a file; the store validates and replays it (a bad file changes nothing).
// A valid game does not replace the one in progress without asking (issue 11); the replaced game
// is kept in Saved games (the question is a ConfirmDialog). `onText` reads it some other way (WatchFileButton: as a replay, which
// replaces nothing, so it does not ask).
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { checkSave, useStore } from '../store';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { itemProps } from './menuItem';

export function ImportButton({ label = 'Import game', onText, testId = 'import-game', title, menuItem }: { label?: string; onText?: (text: string) => unknown; testId?: string; title?: string; menuItem?: boolean }) {
  const importGame = useStore((s) => s.importGame);
  const inGame = useStore((s) => s.game !== null);
  const input = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<{ text: string; what: string } | null>(null);
  const onFile = async (f: File | undefined) => {
    if (!f) return;
    const text = await f.text();
    // Let the same file be chosen again after a fix.
    if (input.current) input.current.value = '';
    if (onText) {
      onText(text);
      return;
    }
    const check = checkSave(text);
    if (inGame && check.ok) setAsking({ text, what: check.what });
    else importGame(text);
  };
  return (
    <>
      <button type="button" data-testid={testId} title={title} onClick={() => input.current?.click()} {...itemProps(menuItem)}>{label}</button>
      <input ref={input} type="file" accept="application/json,.json" className="visually-hidden" tabIndex={-1} aria-label="Saved game file" data-testid={testId === 'import-game' ? 'import-file' : `${testId}-input`} onChange={(e) => void onFile(e.target.files?.[0])} />
      {/* On the page's body: the menu this may sit in is closed (hidden) by now. */}
      {asking && createPortal(
        <ConfirmDialog
          question={`Replace the game in progress with ${asking.what}?`}
          detail="It is kept in Saved games."
          yes="Replace"
          no="Keep playing"
          testId="import-confirm"
          yesId="import-confirm-yes"
          noId="import-confirm-no"
          onYes={() => { importGame(asking.text); setAsking(null); }}
          onNo={() => setAsking(null)}
        />,
        document.body,
      )}
    </>
  );
}
