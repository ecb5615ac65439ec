// What the action being pointed at would do, in the engine's words (previewAction().hint).
// It sits below the buttons: text appearing above them would shift them under the pointer.
import { previewAction } from '../engine';
import { useStore } from '../store';
import { safe } from './safe';

export function ActionHint() {
  const game = useStore((s) => s.game);
  const preview = useStore((s) => s.preview);
  const hint = game && preview ? safe(() => previewAction(game, preview.vehicle, preview.action).hint, '') : '';
  return (
    <p className="hint-action" data-testid="hint-action" aria-live="off">
      {hint || 'Point at an action (or focus it with Tab) to see what it does; the board shows where it goes.'}
    </p>
  );
}
