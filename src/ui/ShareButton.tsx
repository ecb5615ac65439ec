// Shares the game shown (the game in progress, or the replay being watched) as a link: the whole
// game compressed into the fragment (shareLink.ts), copied when the browser allows, and shown.
import { useState } from 'react';
import { useStore } from '../store';
import { shareUrl } from './shareLink';

export function ShareButton() {
  const exportGame = useStore((s) => s.exportGame);
  const replay = useStore((s) => s.replay);
  const [url, setUrl] = useState<string | null>(null);
  const share = () => {
    // A replay shares the whole game watched, not the part shown so far.
    const t = replay ? JSON.stringify({ schema: 1, setup: replay.tape.setup, seed: replay.tape.seed, commands: replay.tape.commands }) : exportGame();
    if (!t) return;
    const u = shareUrl(t, location.href);
    setUrl(u);
    void navigator.clipboard?.writeText(u).catch(() => undefined);
  };
  return (
    <>
      <button type="button" data-testid="share-link" onClick={share} title="A link that holds the whole game: send it, and it opens as a replay or to play on.">Share link</button>
      {url && (
        <span className="share-url">
          <input readOnly value={url} aria-label="Link to this game (copied)" data-testid="share-url" onFocus={(e) => e.target.select()} />
          <button type="button" className="small" onClick={() => setUrl(null)}>Done</button>
        </span>
      )}
    </>
  );
}
