// The last refused command or failed import, with its code, until dismissed or the next command.
import { useStore } from '../store';

export function ErrorBox() {
  const error = useStore((s) => s.error);
  const clearError = useStore((s) => s.clearError);
  if (!error) return null;
  return (
    <div className="error-box" role="alert" data-testid="error">
      <span>{error}</span>
      <button type="button" aria-label="Dismiss the message" onClick={clearError}>×</button>
    </div>
  );
}
