// Pass-the-device for any ruleset: the screen is covered until the named player says they hold
// the device. Nothing of the game is rendered behind it; the caller decides when it shows. The
// cover is the app's one Modal, its backdrop opaque: Escape (like Cancel) only withdraws a
// player's own request to see something; a turn's hand-over has no Cancel and ignores Escape,
// since the next player must take the device.
import { useRef, type ReactNode } from 'react';
import { Modal } from './Modal';

export interface PassCoverProps {
  name: string;
  /** Why the device passes, in words ("… asked to take the device for each of their decisions."). */
  why: string;
  /** What taking the device shows ("decision", "markers", "choices"). */
  shows: string;
  /** For the page's tests and styles: why the cover is up. */
  mode: string;
  onTake(): void;
  onCancel?(): void;
  /** What the page behind was saying that the cover would hide (a lesson's step): the cover is modal, so it says it itself. */
  note?: ReactNode;
}

export function PassCover({ name, why, shows, mode, onTake, onCancel, note }: PassCoverProps) {
  const take = useRef<HTMLButtonElement>(null);
  return (
    <Modal className="pass-device" labelledBy="pass-title" testId="pass-device" data={{ mode }} onCancel={onCancel} initialFocus={take}>
      <div className="pass-card">
        <h2 id="pass-title">Pass the device to {name}</h2>
        <p>{why} Other players, look away.</p>
        {note && <div className="pass-note" data-testid="pass-note">{note}</div>}
        <button type="button" className="primary" data-testid="pass-show" ref={take} onClick={onTake}>
          I am {name} — show my {shows}
        </button>
        {onCancel && <button type="button" data-testid="pass-cancel" onClick={onCancel}>Cancel</button>}
      </div>
    </Modal>
  );
}
