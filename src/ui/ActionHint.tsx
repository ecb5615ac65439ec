// What the action being pointed at would do, in the engine's words (previewAction().hint),
// laid over the bottom of the board beside the drawn contact zone. Being an overlay, it never
// pushes the buttons around under the pointer.
import { previewAction } from '../engine';
import { useStore } from '../store';
import { safe } from './safe';

export function ActionHint() {
  const game = useStore((s) => s.game);
  const preview = useStore((s) => s.preview);
  const hint = game && preview ? safe(() => previewAction(game, preview.vehicle, preview.action).hint, '') : '';
  if (!hint) return null;
  return <p className="board-hint" data-testid="hint-action">{hint}</p>;
}
