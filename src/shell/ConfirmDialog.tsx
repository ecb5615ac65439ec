// A question before something that throws work away (leave the game, restart, replace it by an
// imported one, delete a design or a saved game), in the app's one Modal. The focus starts on the
// answer that keeps things as they are, and Escape gives that answer: a stray Enter or Escape
// never loses anything.
import { useId, useRef, type ReactNode } from 'react';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  question: string;
  /** More words under the question. */
  detail?: ReactNode;
  /** The button that does it ("Yes", "Replace"). */
  yes: string;
  /** The button that keeps things ("No", "Keep playing"). */
  no: string;
  onYes(): void;
  onNo(): void;
  /** The dialog's test id; its buttons are `${yesId}` and `${noId}`. */
  testId?: string;
  yesId: string;
  noId: string;
}

export function ConfirmDialog({ question, detail, yes, no, onYes, onNo, testId, yesId, noId }: ConfirmDialogProps) {
  const title = useId();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Modal className="confirm-dialog" role="alertdialog" labelledBy={title} testId={testId} onCancel={onNo} initialFocus={keep}>
      <h2 id={title}>{question}</h2>
      {detail && <p>{detail}</p>}
      <div className="row">
        <button type="button" ref={keep} data-testid={noId} onClick={onNo}>{no}</button>
        <button type="button" className="danger" data-testid={yesId} onClick={onYes}>{yes}</button>
      </div>
    </Modal>
  );
}
