// The autosave could not be resumed: say what is wrong, keep the file for a bug report, and
// let the players start again. Never a crash.
import { useStore } from '../store';
import { downloadText, stamp } from '../shell/download';

export function BadSavePanel() {
  const problem = useStore((s) => s.loadProblem);
  const newGame = useStore((s) => s.newGame);
  if (!problem) return null;
  return (
    <div className="bad-save" role="alertdialog" aria-labelledby="bad-save-title" data-testid="bad-save">
      <h1 id="bad-save-title">The saved game could not be resumed</h1>
      <p>
        <code data-testid="bad-save-code">{problem.code}</code>
      </p>
      <p data-testid="bad-save-message">{problem.message}</p>
      <div className="row">
        <button type="button" data-testid="bad-save-download" onClick={() => downloadText(`dark-future-bad-save-${stamp()}.json`, problem.raw)}>
          Download the bad save
        </button>
        <button type="button" className="primary" data-testid="bad-save-new" onClick={newGame}>
          Start a new game
        </button>
      </div>
    </div>
  );
}
