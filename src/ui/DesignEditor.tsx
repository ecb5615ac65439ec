// The design itself: name, chassis (p80) and every mount of it (p82-83).
import { DESIGN_KINDS, NAME_MAX, VEHICLES, dollars, type DesignKind, type VehicleDesign } from '../engine';
import { changeKind, mountsFor } from './designDraft';
import { MountRow } from './MountRow';

export function DesignEditor({ design, onChange }: { design: VehicleDesign; onChange: (d: VehicleDesign) => void }) {
  return (
    <section className="design-editor" aria-label="Design">
      <label className="design-name">
        Name
        <input data-testid="design-name" value={design.name} maxLength={NAME_MAX} onChange={(e) => onChange({ ...design, name: e.target.value })} />
      </label>
      <fieldset className="chassis">
        <legend>Chassis (p80)</legend>
        {DESIGN_KINDS.map((k: DesignKind) => (
          <label key={k} className="check">
            <input type="radio" name="chassis" value={k} data-testid={`chassis-${k}`} checked={design.kind === k} onChange={() => onChange(changeKind(design, k))} />
            {VEHICLES[k].label} — {dollars(VEHICLES[k].cost)}, payload {VEHICLES[k].payload}
          </label>
        ))}
      </fieldset>
      <div className="mounts">
        {mountsFor(design.kind).map((m) => <MountRow key={m} design={design} mount={m} onChange={onChange} />)}
      </div>
    </section>
  );
}
