// What the action being pointed at would do, in the engine's words (previewAction().hint),
// laid over the bottom of the board beside the drawn contact zone. Being an overlay, it never
// pushes the buttons around under the pointer.
import { previewAction } from '../engine';
import { useStore } from '../store';
import { safe } from './safe';
import { LimitsAhead } from './hints/LimitsAhead';

export function ActionHint() {
  const game = useStore((s) => s.game);
  const preview = useStore((s) => s.preview);
  const level = useStore((s) => s.hintLevel);
  const pv = game && preview ? safe(() => previewAction(game, preview.vehicle, preview.action), null) : null;
  const hint = pv?.hint ?? '';
  if (!hint || level === 'off') return null;
  return (
    <div className="board-hint" data-testid="hint-action">
      <p>{hint}</p>
      {level === 'full' && pv && <LimitsAhead limits={pv.limits ?? []} speedAfter={pv.speedAfter} badges={false} />}
    </div>
  );
}
