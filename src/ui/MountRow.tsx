// One weapons mount in the garage (p82-83): a select per slot listing only the weapons the engine
// allows there, and a Link box for weapons that may be linked to an identical one (p82).
import { MOUNT_RULES, TURRET, WEAPONS, dollars, type Mount, type VehicleDesign, type WeaponType } from '../engine';
import { linkable, mountOptions, priceTag, setLinked, setWeapon, slotsOf, weaponIndex } from './designDraft';

const CLASSES: { cls: string; title: string }[] = [
  { cls: 'medium', title: 'Medium weapons' },
  { cls: 'heavy', title: 'Heavy weapons' },
  { cls: 'lightweight', title: 'Lightweight weapons (count as medium on a car, p84)' },
  { cls: 'passive', title: 'Passive weapons' },
  { cls: 'lightweightPassive', title: 'Lightweight passives' },
];

function note(design: VehicleDesign, mount: Mount): string {
  const r = MOUNT_RULES[design.kind][mount];
  if (!r) return '';
  if (mount === 'turret') return `A turret costs ${dollars(TURRET.cost)}, weight ${TURRET.weight}: one heavy or two medium weapons, no missile pod, never linked (p82-83).`;
  if (r.lightweightOnly) return r.takes === 'passive' ? 'One lightweight passive (p84).' : 'One lightweight weapon: bikes take nothing heavier (p64, p84).';
  if (r.takes === 'passive') return 'Passive weapons only, one per mount (p83).';
  return r.heavy ? 'Any one ordinary weapon, heavy ones included (p82).' : 'One medium or lightweight weapon: heavy weapons never go on the wings (p82).';
}

export function MountRow({ design, mount, onChange }: { design: VehicleDesign; mount: Mount; onChange: (d: VehicleDesign) => void }) {
  const rule = MOUNT_RULES[design.kind][mount];
  if (!rule) return null;
  const slots = Array.from({ length: slotsOf(design.kind, mount) }, (_, i) => i);
  return (
    <fieldset className="mount-row" data-testid={`mount-${mount}`}>
      <legend>{rule.label}</legend>
      <p className="mount-note">{note(design, mount)}</p>
      {slots.map((slot) => {
        const i = weaponIndex(design, mount, slot);
        const current = i >= 0 ? design.weapons[i] : null;
        const options = mountOptions(design, mount, slot);
        const blocked = !current && (options.length === 0 || (slot > 0 && weaponIndex(design, mount, slot - 1) < 0));
        const id = `mount-${mount}-${slot}`;
        return (
          <div key={slot} className="mount-slot">
            <label htmlFor={id} className="visually-hidden">{`${rule.label}${slots.length > 1 ? ` slot ${slot + 1}` : ''}`}</label>
            <select id={id} data-testid={id} value={current?.type ?? ''} disabled={blocked} onChange={(e) => onChange(setWeapon(design, mount, slot, (e.target.value || null) as WeaponType | null))}>
              <option value="">{blocked && slot > 0 ? '— (turret full or first slot empty)' : '— empty —'}</option>
              {CLASSES.map((c) => {
                const here = options.filter((t) => WEAPONS[t].cls === c.cls);
                return here.length === 0 ? null : (
                  <optgroup key={c.cls} label={c.title}>
                    {here.map((t) => <option key={t} value={t}>{`${WEAPONS[t].label} — ${priceTag(t)}`}</option>)}
                  </optgroup>
                );
              })}
            </select>
            {current && linkable(design, i) && (
              <label className="check link-box" title="Identical weapons may be linked: one shoot action fires them all (p82).">
                <input type="checkbox" data-testid={`link-${mount}-${slot}`} checked={!!current.link} onChange={(e) => onChange(setLinked(design, i, e.target.checked))} /> Link
              </label>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
