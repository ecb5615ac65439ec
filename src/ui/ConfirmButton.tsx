// A button for something that throws the game away: the press asks first, in a confirmation
// dialog (src/shell/ConfirmDialog), and only Yes does it. As an item of a menu (`menuItem`) the
// question is put on the page's body, so it stays when the menu closes (hidden) behind it.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { itemProps } from './menuItem';

export function ConfirmButton({ label, question, onConfirm, testId, menuItem }: { label: string; question: string; onConfirm: () => void; testId: string; menuItem?: boolean }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" data-testid={testId} aria-haspopup="dialog" onClick={() => setAsking(true)} {...itemProps(menuItem)}>{label}</button>
      {asking && createPortal(
        <ConfirmDialog
          question={question}
          yes="Yes"
          no="No"
          testId={`${testId}-confirm`}
          yesId={`${testId}-yes`}
          noId={`${testId}-no`}
          onYes={() => { setAsking(false); onConfirm(); }}
          onNo={() => setAsking(false)}
        />,
        document.body,
      )}
    </>
  );
}
