// What the action being pointed at would do, in the engine's words (previewAction().hint),
// laid over the board beside the drawn contact zone. Being an overlay, it never pushes the
// buttons around under the pointer. It sits at the board's foot unless the deciding car is
// there (issue 29: on a phone it covered the car), then at its top, under the board's buttons.
import { useLayoutEffect, useRef, useState } from 'react';
import { previewAction } from '../engine';
import { useStore } from '../store';
import { useDeciderSpot, type Spot } from '../render/deciderSpot';
import { CONTROLS_BAND } from '../render/camera';
import { safe } from './safe';
import { LimitsAhead } from './hints/LimitsAhead';

/** The hint's distance from the board's edge (CSS px; panels.css .board-hint) at its foot, and at its top below the buttons. */
const EDGE = 12;
const TOP = CONTROLS_BAND + 4;

/** Top when the car is under where the hint would lie at the foot and clear of where it would lie at the top, or has more room there. */
export function hintAtTop(spot: Spot | null, hintHeight: number): boolean {
  if (!spot) return false;
  const footTop = spot.height - EDGE - hintHeight;
  if (spot.bottom <= footTop) return false;
  if (spot.top >= TOP + hintHeight) return true;
  return spot.top - TOP > spot.height - EDGE - spot.bottom;
}

export function ActionHint() {
  const game = useStore((s) => s.game);
  const preview = useStore((s) => s.preview);
  const level = useStore((s) => s.hintLevel);
  const spot = useDeciderSpot();
  const box = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(false);
  const pv = game && preview ? safe(() => previewAction(game, preview.vehicle, preview.action), null) : null;
  const hint = pv?.hint ?? '';
  const shown = !!hint && level !== 'off';
  useLayoutEffect(() => {
    if (shown && box.current) setTop(hintAtTop(spot, box.current.offsetHeight));
  }, [shown, spot, hint, level]);
  if (!shown) return null;
  return (
    <div className={`board-hint${top ? ' top' : ''}`} data-testid="hint-action" data-place={top ? 'top' : 'foot'} ref={box}>
      <p>{hint}</p>
      {level === 'full' && pv && <LimitsAhead limits={pv.limits ?? []} speedAfter={pv.speedAfter} badges={false} />}
    </div>
  );
}
