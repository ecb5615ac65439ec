// The road-gang game's end on the shell's result panel: the winner as a gang, the Victory rule
// with the count of Slow Gang vehicles home, and where each vehicle ended.
import { rg } from '../../../engine';
import { GameResult } from '../../../shell/GameResult';
import { STATUS } from './VehicleCard';

export function RoadGangResult({ state, onNew, onReplay }: { state: rg.RgState; onNew(): void; onReplay?(): void }) {
  if (state.flow.kind !== 'over') return null;
  const { winner, reason } = state.flow;
  const name = (id: string | null) => state.players.find((p) => p.id === id)?.name ?? id ?? 'nobody';
  const gang = winner === state.slowGang ? 'the Slow Gang' : 'the Fast Gang';
  const { home } = rg.slowGangCount(state);
  return (
    <GameResult
      testId="rg-over"
      announce
      title={`${name(winner)} wins, as ${gang}`}
      reason={`${reason[0].toUpperCase() + reason.slice(1)}. Slow Gang vehicles home: ${home} of ${rg.SLOW_GANG_NEEDS} needed; round ${state.round}.`}
      rule="Victory"
      table={{
        caption: 'Where each vehicle ended',
        columns: [{ label: 'Vehicle' }, { label: 'Gang' }, { label: 'Held by' }, { label: 'Segment' }, { label: 'Crew' }, { label: 'At the end' }],
        rows: state.vehicles.map((v) => ({
          key: v.id,
          testId: `rg-summary-${v.id}`,
          name: v.name,
          cells: [`${name(v.gang)} (${v.gang === state.slowGang ? 'Slow' : 'Fast'})`, v.owner ? name(v.owner) : 'abandoned', v.segment, v.crew, STATUS[v.status] || 'in play'],
        })),
      }}
      actions={[
        { label: 'New game', testId: 'rg-new', onClick: onNew, primary: true },
        ...(onReplay ? [{ label: 'Watch the replay', testId: 'rg-replay', onClick: onReplay }] : []),
      ]}
    />
  );
}
