// The limits ahead of the action tapped once and waiting for Confirm (touch), with page badges
// that stay put long enough to tap (issue 10).
import { previewAction, type Action } from '../../engine';
import { useStore } from '../../store';
import { safe } from '../safe';
import { LimitsAhead } from './LimitsAhead';

export function SelectedLimits({ vehicle, action }: { vehicle: string; action: Action }) {
  const game = useStore((s) => s.game);
  const level = useStore((s) => s.hintLevel);
  const pv = game ? safe(() => previewAction(game, vehicle, action), null) : null;
  if (!pv || level === 'off') return null;
  return <LimitsAhead limits={pv.limits ?? []} speedAfter={pv.speedAfter} />;
}
