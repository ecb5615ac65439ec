// A button for something that throws the game away: the first press asks, the second does it.
import { useState } from 'react';

export function ConfirmButton({ label, question, onConfirm, testId }: { label: string; question: string; onConfirm: () => void; testId: string }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return <button type="button" data-testid={testId} onClick={() => setAsking(true)}>{label}</button>;
  }
  return (
    <span className="confirm" role="group" aria-label={question}>
      <span className="confirm-q">{question}</span>
      <button type="button" className="danger" data-testid={`${testId}-yes`} autoFocus onClick={() => { setAsking(false); onConfirm(); }}>Yes</button>
      <button type="button" data-testid={`${testId}-no`} onClick={() => setAsking(false)}>No</button>
    </span>
  );
}
