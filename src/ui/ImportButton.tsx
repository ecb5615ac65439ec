// Loads a saved game from a file; the store validates and replays it (a bad file changes nothing).
// `onText` reads it some other way (WatchFileButton: as a replay).
import { useRef } from 'react';
import { useStore } from '../store';

export function ImportButton({ label = 'Import game', onText, testId = 'import-game', title }: { label?: string; onText?: (text: string) => unknown; testId?: string; title?: string }) {
  const importGame = useStore((s) => s.importGame);
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (f: File | undefined) => {
    if (!f) return;
    (onText ?? importGame)(await f.text());
    // Let the same file be chosen again after a fix.
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <button type="button" data-testid={testId} title={title} onClick={() => input.current?.click()}>{label}</button>
      <input ref={input} type="file" accept="application/json,.json" className="visually-hidden" tabIndex={-1} aria-label="Saved game file" data-testid={testId === 'import-game' ? 'import-file' : `${testId}-input`} onChange={(e) => void onFile(e.target.files?.[0])} />
    </>
  );
}
