// The damage track (p28): one box per damage point, crossed off as damage is taken; the
// incremental damage levels are marked, and struck once the car has fallen below them.
import { VEHICLES, type VehicleState } from '../engine';
import { damageBoxText, damageText } from './explain';
import { Tip } from './Tip';

export function DamageTrack({ v }: { v: VehicleState }) {
  const levels = VEHICLES[v.kind]?.levels ?? v.levelsLeft;
  const boxes = Array.from({ length: v.damageMax }, (_, i) => v.damageMax - i);
  // Even rows (18 -> 2 x 9, 24 -> 2 x 12), so no lone box stretches across the sheet.
  const cols = v.damageMax > 12 ? Math.ceil(v.damageMax / 2) : v.damageMax;
  return (
    <Tip text={damageText(v)} className="damage-track" testId={`damage-track-${v.id}`} style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}>
      {boxes.map((b) => {
        const level = levels.includes(b);
        const taken = level && !v.levelsLeft.includes(b);
        const text = damageBoxText(b, v, levels);
        return (
          <span key={b} className={`damage-box${b > v.damage ? ' lost' : ''}${level ? ' level' : ''}${taken ? ' taken' : ''}`} title={text} aria-label={text}>
            {b}
          </span>
        );
      })}
    </Tip>
  );
}
