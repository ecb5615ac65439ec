// The end of the race on the shell's result panel: the winner on points (or a draw), the reason
// the rules give, and each vehicle's laps and fate.
import { GameResult } from '../../../shell/GameResult';
import type { DrState } from '../rules';

export function DeathraceResult({ state, onNew, onReplay }: { state: DrState; onNew(): void; onReplay?(): void }) {
  if (state.flow.kind !== 'over') return null;
  const { winner, reason } = state.flow;
  const name = (id: string | null) => state.players.find((p) => p.id === id)?.name ?? 'nobody';
  return (
    <GameResult
      testId="dr-over"
      announce
      title={winner ? `${name(winner)} wins` : 'A draw'}
      reason={`${reason[0].toUpperCase() + reason.slice(1)}. Round ${state.round}.`}
      rule="THE POINT SYSTEM"
      table={{
        caption: 'Each vehicle at the end',
        columns: [{ label: 'Vehicle' }, { label: 'Team' }, { label: 'Laps' }, { label: 'At the end' }],
        rows: state.vehicles.map((v) => ({ key: v.id, testId: `dr-summary-${v.id}`, name: v.name, cells: [`${name(v.owner)} (${state.points[v.owner] ?? 0} pts)`, v.laps, v.status === 'racing' ? 'racing' : 'destroyed'] })),
      }}
      actions={[
        { label: 'New game', testId: 'dr-new', onClick: onNew, primary: true },
        ...(onReplay ? [{ label: 'Watch the replay', testId: 'dr-replay', onClick: onReplay }] : []),
      ]}
    />
  );
}
