// The design as a record sheet (p83): the game's own RecordSheet, fed a car built by the engine.
import { useMemo } from 'react';
import type { VehicleDesign } from '../engine';
import { makeVehicle } from '../engine';
import { RecordSheet } from './RecordSheet';
import { safe } from './safe';

export function DesignPreview({ design }: { design: VehicleDesign }) {
  const v = useMemo(
    () =>
      safe(
        () => makeVehicle({ id: 'preview', name: design.name || 'Unnamed design', kind: design.kind, owner: '', side: '', driveSkill: design.driveSkill ?? 3, weapons: design.weapons.map((w) => ({ type: w.type, mount: w.mount, link: w.link ?? null })) }, { lane: 0, t0: -1, t1: -1 }),
        null,
      ),
    [design],
  );
  if (!v) return null;
  return (
    <section className="design-preview" aria-label="Record sheet preview" data-testid="design-preview">
      <h2 className="panel-title">Record sheet (p83)</h2>
      <p className="muted">Drive skill is rolled when Games Four and Five begin (p88); 3 is shown.</p>
      <RecordSheet v={v} active={false} />
    </section>
  );
}
