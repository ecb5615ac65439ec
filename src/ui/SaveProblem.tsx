// Saving never fails silently (issue 11): when the autosave could not be written the players are
// told at once, offered the game as a file, and can try again; when the game is open in another
// tab, this tab stops until a player takes it over here.
import { useRef, useState } from 'react';
import { Modal } from '../shell/Modal';
import { useStore, type WriteProblem } from '../store';
import { useSession } from '../shell/sessionStore';
import { downloadText, stamp } from '../shell/download';

const WHY: Record<Exclude<WriteProblem, 'elsewhere'>, string> = {
  full: "the browser's storage for this site is full",
  disabled: 'this browser does not let the site store anything (a private window, or site data blocked)',
  failed: 'the browser refused to store it',
};

function DownloadGame({ label = 'Download the game' }: { label?: string }) {
  const exportGame = useStore((s) => s.exportGame);
  const hasGame = useStore((s) => s.setup !== null);
  if (!hasGame) return null;
  const save = () => {
    const text = exportGame();
    if (text) downloadText(`dark-future-${stamp()}.json`, text);
  };
  return <button type="button" className="primary" data-testid="save-download" onClick={save}>{label}</button>;
}

/** In the game: the last save failed, and why; the game as a file; try again. */
export function SaveBanner() {
  const problem = useSession((s) => s.saveProblem?.code ?? null);
  const retry = useStore((s) => s.retrySave);
  const [tries, setTries] = useState(0);
  if (problem === null || problem === 'elsewhere') return null;
  return (
    <div className="save-banner" role="alert" data-testid="save-problem" data-problem={problem}>
      <p>
        <strong>This game is not being saved:</strong> {WHY[problem]}. If the page is reloaded or closed, the moves since the last save are lost.
        Download the game to keep it (load it again with Import){problem === 'full' ? ', or free some space (delete saved games or designs) and try again' : ''}.
        {tries > 0 && <span data-testid="save-still"> Tried again {tries === 1 ? 'once' : `${tries} times`}: still not saved.</span>}
      </p>
      <div className="row">
        <DownloadGame />
        <button type="button" data-testid="save-retry" onClick={() => { if (!retry()) setTries(tries + 1); }}>Try again</button>
      </div>
    </div>
  );
}

/** Over everything: another tab has this game; playing here too would overwrite one tab's moves with the other's. */
export function OtherTabPanel() {
  const problem = useSession((s) => s.saveProblem?.code ?? null);
  const takeOver = useStore((s) => s.takeOver);
  const take = useRef<HTMLButtonElement>(null);
  if (problem !== 'elsewhere') return null;
  // The app's one Modal, with no way to dismiss it: this tab may not play until taken over.
  return (
    <Modal className="bad-save" role="alertdialog" labelledBy="other-tab-title" testId="other-tab" initialFocus={take}>
      <h1 id="other-tab-title">This game is open in another tab</h1>
      <p>Only one tab can play a game: if both did, each would overwrite the other&rsquo;s moves. This tab has stopped saving.</p>
      <p>Take over to play here: the game is loaded as the other tab last saved it, and the other tab stops.</p>
      <div className="row">
        <button type="button" className="primary" data-testid="other-tab-take-over" ref={take} onClick={takeOver}>Take over here</button>
        <DownloadGame label="Download this tab's game" />
      </div>
    </Modal>
  );
}
