// A button for something that throws the game away: the press asks first, in a confirmation
// dialog (src/shell/ConfirmDialog), and only Yes does it.
import { useState } from 'react';
import { ConfirmDialog } from '../shell/ConfirmDialog';

export function ConfirmButton({ label, question, onConfirm, testId }: { label: string; question: string; onConfirm: () => void; testId: string }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" data-testid={testId} aria-haspopup="dialog" onClick={() => setAsking(true)}>{label}</button>
      {asking && (
        <ConfirmDialog
          question={question}
          yes="Yes"
          no="No"
          testId={`${testId}-confirm`}
          yesId={`${testId}-yes`}
          noId={`${testId}-no`}
          onYes={() => { setAsking(false); onConfirm(); }}
          onNo={() => setAsking(false)}
        />
      )}
    </>
  );
}
