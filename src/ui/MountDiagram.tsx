// The car from above with every weapons mount (p82-83): a mark per weapon with its short name and
// shots left, empty mounts dashed, and linked weapons joined by a line marked 'Link' as the book
// asks (p82). Used on the record sheet and in the garage.
import { VEHICLES, WEAPONS, type Mount, type VehicleKind, type WeaponState } from '../engine';
import { ammoText, statusText, weaponText } from './explain';
import { mountLabel, WEAPON_SHORT } from './names';

type Anchor = 'start' | 'middle' | 'end';
/** Mark position and where its label goes, car pointing up in a 240 x 220 box (body x 90-150). */
const SPOT: Record<Mount, { x: number; y: number; lx: number; ly: number; a: Anchor }> = {
  hood: { x: 120, y: 38, lx: 120, ly: 16, a: 'middle' },
  wingLeft: { x: 96, y: 48, lx: 84, ly: 53, a: 'end' },
  wingRight: { x: 144, y: 48, lx: 156, ly: 53, a: 'start' },
  fairingLeft: { x: 100, y: 48, lx: 84, ly: 53, a: 'end' },
  fairingRight: { x: 140, y: 48, lx: 156, ly: 53, a: 'start' },
  roof: { x: 120, y: 96, lx: 120, ly: 84, a: 'middle' },
  turret: { x: 120, y: 128, lx: 120, ly: 156, a: 'middle' },
  sideLeft: { x: 90, y: 110, lx: 82, ly: 115, a: 'end' },
  sideRight: { x: 150, y: 110, lx: 158, ly: 115, a: 'start' },
  passive: { x: 120, y: 180, lx: 120, ly: 212, a: 'middle' },
  passiveLeft: { x: 104, y: 180, lx: 84, ly: 196, a: 'end' },
  passiveRight: { x: 136, y: 180, lx: 156, ly: 196, a: 'start' },
};

const shots = (w: WeaponState): string => (w.ammo === null ? '∞' : String(w.ammo));

export function MountDiagram({ kind, weapons, testId }: { kind: VehicleKind; weapons: WeaponState[]; testId?: string }) {
  const fitted = new Set(weapons.map((w) => w.mount));
  // The turret is an extra (p81): shown when fitted; every other mount of the chassis always.
  const mounts = VEHICLES[kind].mounts.filter((m) => m !== 'turret' || fitted.has('turret'));
  const links = [...new Set(weapons.map((w) => w.link).filter((l): l is string => !!l))];
  const bike = kind === 'bike';
  return (
    <svg className="mount-diagram" viewBox="0 0 240 220" role="img" aria-label={`Weapons mounts: ${weapons.map((w) => `${WEAPONS[w.type].label} on the ${mountLabel(w.mount)}`).join(', ') || 'none fitted'}`} data-testid={testId}>
      <rect x={bike ? 106 : 90} y={26} width={bike ? 28 : 60} height={156} rx={bike ? 14 : 10} className="md-body" />
      {!bike && <path d="M96 64 L144 64 L138 78 L102 78 Z" className="md-glass" />}
      {links.map((l) => {
        const pts = weapons.filter((w) => w.link === l).map((w) => SPOT[w.mount]);
        const d = pts.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');
        const mid = { x: (pts[0].x + pts[pts.length - 1].x) / 2, y: (pts[0].y + pts[pts.length - 1].y) / 2 };
        return (
          <g key={l} className="md-link">
            <path d={d} />
            <text x={mid.x} y={mid.y - 5} textAnchor="middle">Link</text>
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
        const label = here.map((w) => `${WEAPON_SHORT[w.type]} ${shots(w)}`).join(' + ');
        const tip = here.map((w) => `${mountLabel(m)}: ${weaponText(w)} ${ammoText(w)} ${statusText(w)}`).join('\n');
        const bad = here.every((w) => w.status === 'destroyed');
        return (
          <g key={m} className={`md-mount cls-${WEAPONS[here[0].type].cls}${bad ? ' destroyed' : ''}`} data-mount={m}>
            <title>{tip}</title>
            {m === 'turret' ? <circle cx={s.x} cy={s.y} r={11} /> : <rect x={s.x - 7} y={s.y - 7} width={14} height={14} rx={2} />}
            <text x={s.lx} y={s.ly} textAnchor={s.a} className="md-label">{label}</text>
          </g>
        );
      })}
    </svg>
  );
}
