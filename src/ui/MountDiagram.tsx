// The car from above with every weapons mount (p82-83): a mark per weapon with its short name and
// shots left, empty mounts dashed, and linked weapons joined by a line marked 'Link' as the book
// asks (p82). Used on the record sheet and in the garage.
import { VEHICLES, WEAPONS, type Mount, type VehicleKind, type WeaponState } from '../engine';
import { ammoText, statusText, weaponText } from './explain';
import { mountLabel, WEAPON_SHORT } from './names';

type Anchor = 'start' | 'middle' | 'end';
/** Mark position and where its label goes, car pointing up in a 260 x 240 box (body x 100-160). */
const SPOT: Record<Mount, { x: number; y: number; lx: number; ly: number; a: Anchor }> = {
  hood: { x: 130, y: 38, lx: 130, ly: 16, a: 'middle' },
  wingLeft: { x: 106, y: 48, lx: 94, ly: 53, a: 'end' },
  wingRight: { x: 154, y: 48, lx: 166, ly: 53, a: 'start' },
  fairingLeft: { x: 110, y: 48, lx: 94, ly: 53, a: 'end' },
  fairingRight: { x: 150, y: 48, lx: 166, ly: 53, a: 'start' },
  roof: { x: 130, y: 114, lx: 130, ly: 103, a: 'middle' },
  turret: { x: 130, y: 162, lx: 168, ly: 158, a: 'start' },
  sideLeft: { x: 100, y: 114, lx: 92, ly: 119, a: 'end' },
  sideRight: { x: 160, y: 114, lx: 168, ly: 119, a: 'start' },
  passive: { x: 130, y: 200, lx: 130, ly: 232, a: 'middle' },
  passiveLeft: { x: 114, y: 200, lx: 94, ly: 216, a: 'end' },
  passiveRight: { x: 146, y: 200, lx: 166, ly: 216, a: 'start' },
};

const shotsLeft = (w: WeaponState): string => (w.ammo === null ? '∞' : String(w.ammo));

/** `secret`: another player's secret sheet (p11): the weapons and mounts only, no shots or status. */
export function MountDiagram({ kind, weapons, testId, secret = false }: { kind: VehicleKind; weapons: WeaponState[]; testId?: string; secret?: boolean }) {
  const shots = (w: WeaponState): string => (secret ? '' : shotsLeft(w));
  const fitted = new Set(weapons.map((w) => w.mount));
  // The turret is an extra (p81): shown when fitted; every other mount of the chassis always.
  const mounts = VEHICLES[kind].mounts.filter((m) => m !== 'turret' || fitted.has('turret'));
  const links = [...new Set(weapons.map((w) => w.link).filter((l): l is string => !!l))];
  const bike = kind === 'bike';
  return (
    <svg className="mount-diagram" viewBox="0 0 260 240" role="img" aria-label={`Weapons mounts: ${weapons.map((w) => `${WEAPONS[w.type].label} on the ${mountLabel(w.mount)}`).join(', ') || 'none fitted'}`} data-testid={testId}>
      <rect x={bike ? 116 : 100} y={26} width={bike ? 28 : 60} height={176} rx={bike ? 14 : 10} className="md-body" />
      {!bike && <path d="M106 72 L154 72 L148 86 L112 86 Z" className="md-glass" />}
      {links.map((l) => {
        // As the book asks (p82): a line between the linked weapons, with 'Link' written on it.
        const pts = weapons.filter((w) => w.link === l).map((w) => SPOT[w.mount]);
        const bar = Math.max(...pts.map((p) => p.y)) + 13;
        const d = pts.map((p) => `M${p.x} ${p.y} L${p.x} ${bar}`).join(' ') + ` M${Math.min(...pts.map((p) => p.x))} ${bar} L${Math.max(...pts.map((p) => p.x))} ${bar}`;
        const right = Math.max(...pts.map((p) => p.x));
        return (
          <g key={l} className="md-link">
            <path d={d} />
            <text x={right + 6} y={bar + 6}>Link</text>
          </g>
        );
      })}
      {mounts.map((m) => {
        const here = weapons.filter((w) => w.mount === m);
        const s = SPOT[m];
        if (here.length === 0) {
          return (
            <g key={m} className="md-mount empty" data-mount={m}>
              <title>{`${mountLabel(m)} mount: empty (p82-83)`}</title>
              <circle cx={s.x} cy={s.y} r={5} />
            </g>
          );
        }
        const label = here.map((w) => `${WEAPON_SHORT[w.type]} ${shots(w)}`.trim()).join(' + ');
        const tip = here.map((w) => (secret ? `${mountLabel(m)}: ${weaponText(w)}` : `${mountLabel(m)}: ${weaponText(w)} ${ammoText(w)} ${statusText(w)}`)).join('\n');
        const bad = !secret && here.every((w) => w.status === 'destroyed');
        return (
          <g key={m} className={`md-mount cls-${WEAPONS[here[0].type].cls}${bad ? ' destroyed' : ''}`} data-mount={m}>
            <title>{tip}</title>
            {m === 'turret' ? <circle cx={s.x} cy={s.y} r={11} /> : <rect x={s.x - 7} y={s.y - 7} width={14} height={14} rx={2} />}
            {m === 'turret' ? (
              here.map((w, i) => <text key={i} x={s.lx} y={s.ly + i * 16} textAnchor={s.a} className="md-label">{`${WEAPON_SHORT[w.type]} ${shots(w)}`.trim()}</text>)
            ) : (
              <text x={s.lx} y={s.ly} textAnchor={s.a} className="md-label">{label}</text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
