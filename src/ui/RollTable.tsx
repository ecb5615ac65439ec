// The table a set-up roll is read on, from the engine's data: drive skill (p88), the armament
// tables (p87), the starting-speed rule (p87).
import { DRIVE_SKILL_TABLE, LOADOUT_TABLES, START_SPEED, type SetupStep } from '../engine';
import { DieFace } from '../shell/DieFace';

function Rows({ rows, testId }: { rows: string[]; testId: string }) {
  return (
    <ol className="roll-table" data-testid={testId}>
      {rows.map((r, i) => (
        <li key={i}>
          <DieFace value={i + 1} size={20} /> <span>{r}</span>
        </li>
      ))}
    </ol>
  );
}

export function RollTable({ step }: { step: SetupStep }) {
  if (step.kind === 'rollDriveSkill') return <Rows testId="roll-table" rows={DRIVE_SKILL_TABLE.map((s) => `drive skill ${s}`)} />;
  if (step.kind === 'rollLoadout' && step.loadout) return <Rows testId="roll-table" rows={LOADOUT_TABLES[step.loadout].map((d) => d.name)} />;
  if (step.kind === 'rollStartSpeed') {
    return (
      <p className="muted" data-testid="roll-table">
        Two dice: the total × {START_SPEED.perPip} mph. A total of {START_SPEED.rollAgainAtOrBelow} or less is rolled again. Either driver may then object to {START_SPEED.anyObjectsFrom} mph or more, the lead car&apos;s driver to {START_SPEED.leadObjectsFrom} mph or more.
      </p>
    );
  }
  return null;
}
