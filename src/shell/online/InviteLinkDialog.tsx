// An invite link opened while a game is on the screen (issue 32): the link is a seat at a table on
// the game server, and taking it leaves the game in progress, so the player is asked first, as a
// share link asks (src/shell/SharedGameDialog.tsx). Drawn from props alone (./useInviteLink.ts
// reads the stores).
import { Modal } from '../Modal';

export interface InviteLinkDialogProps {
  /** What is on the screen that joining leaves: a game in progress (its turn, when the session knows it), or a replay. */
  leaving: { kind: 'game'; turn: number | null } | { kind: 'replay' };
  /** A watch link (no seat): the table is watched, not played. */
  watch?: boolean;
  /** Why the game could not be left (nothing was changed), or null. */
  problem: string | null;
  join(): void;
  /** Closes the dialog and forgets the link, changing nothing. */
  close(): void;
}

export function InviteLinkDialog({ leaving, watch = false, problem, join, close }: InviteLinkDialogProps) {
  const to = watch ? 'The link lets you watch a table on the game server.' : 'The link takes you to a seat at a table on the game server.';
  return (
    <Modal className="settings-panel" labelledBy="invite-title" testId="invite-link" onCancel={close}>
      <h2 id="invite-title">An invite to an online table</h2>
      <p data-testid="invite-leaving">
        {leaving.kind === 'replay'
          ? `${to} Joining it closes the replay you are watching.`
          : `${to} Joining it leaves your game in progress${leaving.turn === null ? '' : ` (turn ${leaving.turn})`}: it goes on the saved-games list first, to resume later.`}
      </p>
      {problem !== null && (
        <p className="error-box" role="alert" data-testid="invite-problem">
          Your game could not be left, nothing was changed — {problem}
        </p>
      )}
      <div className="row">
        <button type="button" className="primary" data-testid="invite-join" onClick={join}>Join the table</button>
        <button type="button" data-testid="invite-cancel" onClick={close}>Not now</button>
      </div>
    </Modal>
  );
}
