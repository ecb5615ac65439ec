// Weapons with mount, ammunition and status (p83-84, p35).
import { WEAPONS, type VehicleState } from '../engine';
import { ammoText, statusText, weaponText } from './explain';
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
            <td>{mountLabel(w.mount)}</td>
            <td><Tip text={ammoText(w)}>{w.ammo === null ? '∞' : w.ammo}</Tip></td>
            <td><Tip text={statusText(w)}>{w.status}{w.lockedOn ? ', locked on' : ''}</Tip></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
