// Weapons with mount, link, ammunition and status (p82-84, p35).
import { WEAPONS, type VehicleState } from '../engine';
import { ammoText, linkText, statusText, weaponText } from './explain';
import { mountLabel } from './names';
import { Tip } from './Tip';

export function WeaponTable({ v }: { v: VehicleState }) {
  if (v.weapons.length === 0) return null;
  return (
    <table className="weapons">
      <thead>
        <tr><th scope="col">Weapon</th><th scope="col">Mount</th><th scope="col">Shots</th><th scope="col">Status</th></tr>
      </thead>
      <tbody>
        {v.weapons.map((w) => (
          <tr key={w.id} className={`weapon status-${w.status}`}>
            <td><Tip text={weaponText(w)}>{WEAPONS[w.type]?.label ?? w.type}</Tip></td>
            <td>
              {mountLabel(w.mount)}
              {w.link && <>{' '}<Tip text={linkText(v, w)} className="link-tag">linked</Tip></>}
            </td>
            <td><Tip text={ammoText(w)}>{w.ammo === null ? '∞' : w.ammo}</Tip></td>
            <td><Tip text={statusText(w)}>{w.status}{w.lockedOn ? ', locked on' : ''}</Tip></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
