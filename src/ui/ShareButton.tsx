// Shares the game shown (the game in progress, or the replay being watched) as a link: the whole
// game compressed into the fragment (shareLink.ts), copied when the browser allows. A toast says
// so, with the link to select by hand (issue 29: the bar gains no field and never reflows).
import { useStore } from '../store';
import { toast } from '../shell/toast';
import { itemProps } from './menuItem';
import { shareUrl } from '../shell/shareLink';

export function ShareButton({ menuItem }: { menuItem?: boolean }) {
  const exportGame = useStore((s) => s.exportGame);
  const replay = useStore((s) => s.replay);
  const share = async () => {
    // A replay shares the whole game watched, not the part shown so far.
    const t = replay ? JSON.stringify({ schema: 1, setup: replay.tape.setup, seed: replay.tape.seed, commands: replay.tape.commands }) : exportGame();
    if (!t) return;
    const u = shareUrl(t, location.href);
    const copied = await (navigator.clipboard?.writeText(u).then(() => true, () => false) ?? Promise.resolve(false));
    toast(copied ? 'Link copied' : 'Copy this link', u);
  };
  return (
    <button type="button" data-testid="share-link" onClick={() => void share()} title="A link that holds the whole game: send it, and it opens as a replay or to play on." {...itemProps(menuItem)}>
      Share link
    </button>
  );
}
