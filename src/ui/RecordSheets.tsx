// One record sheet per car, in a fixed order; the car whose decision it is is highlighted.
import { useStore } from '../store';
import { RecordSheet } from './RecordSheet';

export function RecordSheets({ active }: { active: string | null }) {
  const vehicles = useStore((s) => s.game?.vehicles);
  if (!vehicles) return null;
  return (
    <section className="record-sheets" aria-label="Record sheets">
      <h2 className="panel-title">Record sheets</h2>
      {vehicles.map((v) => <RecordSheet key={v.id} v={v} active={v.id === active} />)}
    </section>
  );
}
