// A game opened from a share link (issue 11): say what it is, then watch it or play it; playing it
// replaces the game in progress only after asking. The text is parsed at the door (parseSave).
// In the app's one Modal; Escape is "Not now" (nothing is changed).
import { useState } from 'react';
import { Modal } from '../shell/Modal';
import { parseSave, useStore } from '../store';
import { readShared } from './shareLink';
import { gameTitle } from './words';

function clearHash(): void {
  history.replaceState(null, '', location.pathname + location.search);
}

export function SharedGame() {
  // Read once, at start-up: the link the page was opened with.
  const [shared, setShared] = useState(() => readShared(location.hash));
  const [confirm, setConfirm] = useState(false);
  const live = useStore((s) => (s.replay ? s.replay.live?.game : s.game) ?? null);
  const watchReplay = useStore((s) => s.watchReplay);
  const importGame = useStore((s) => s.importGame);
  if (!shared) return null;
  const done = () => {
    clearHash();
    setShared(null);
  };
  const save = shared.ok ? parseSave(shared.text) : null;
  const problem = !shared.ok ? shared.message : save && !save.ok ? `${save.error.code}: ${save.error.message}` : null;
  const game = save?.ok ? save.value : null;
  const text = shared.ok ? shared.text : '';
  return (
    <Modal className="settings-panel" labelledBy="shared-title" testId="shared-game" onCancel={done}>
      <h2 id="shared-title">A shared game</h2>
      {problem || !game ? (
        <>
          <p className="error-box" role="alert" data-testid="shared-problem">The link could not be opened, nothing was changed — {problem}</p>
          <button type="button" onClick={done}>Close</button>
        </>
      ) : (
        <>
          <p data-testid="shared-summary">
            {gameTitle(game.setup.scenario)}: {game.setup.players.map((p) => p.name || p.id).join(' v ')}, {game.commands.length} decisions.
          </p>
          {confirm ? (
            <p className="confirm-q" data-testid="shared-confirm">
              This replaces your game in progress (turn {live?.turn}). It stays in the saved file only if you exported it.{' '}
              <button type="button" className="danger" data-testid="shared-replace" onClick={() => { importGame(text); done(); }}>Replace it</button>{' '}
              <button type="button" onClick={() => setConfirm(false)}>Keep my game</button>
            </p>
          ) : (
            <div className="row">
              <button type="button" className="primary" data-testid="shared-watch" onClick={() => { watchReplay(text); done(); }}>Watch the replay</button>
              <button type="button" data-testid="shared-play" onClick={() => (live ? setConfirm(true) : (importGame(text), done()))}>Play on from here</button>
              <button type="button" data-testid="shared-cancel" onClick={done}>Not now</button>
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
