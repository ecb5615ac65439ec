// What the session's bar (SessionToolbar) does for the game in progress, read from the session's
// store once for every game on it: undo, keep a copy, the game file, a share link, leave.
import { downloadText, stamp } from './download';
import { toast } from './toast';
import { mayUndo } from './session';
import { sessionFileText, useSession } from './sessionStore';
import { shareUrl } from './shareLink';
import type { SessionToolbarProps } from './SessionToolbar';

/** The bar's props but for the screen's own: its test-id prefix, its replay and its settings. */
export function useSessionToolbar(fileName: string): Omit<SessionToolbarProps, 'id' | 'watching' | 'over' | 'openReplay' | 'openSettings'> {
  const session = useSession((s) => s.session)!;
  const undo = useSession((s) => s.undo);
  const quit = useSession((s) => s.quit);
  const keepCurrent = useSession((s) => s.keepCurrent);
  return {
    mayUndo: mayUndo(session),
    undo,
    keep: () => (keepCurrent() === null ? `Kept on the saved-games list at decision ${session.commands.length}.` : null),
    download: () => downloadText(`${fileName}-${stamp()}.json`, sessionFileText(session)),
    share: () => {
      const u = shareUrl(sessionFileText(session), location.href);
      void (navigator.clipboard?.writeText(u).then(() => true, () => false) ?? Promise.resolve(false)).then((copied) => toast(copied ? 'Link copied' : 'Copy this link', u));
    },
    leave: (keepFirst) => {
      if (!keepFirst || keepCurrent() === null) quit();
    },
  };
}
