// Weapons with mount, link, ammunition and status (p82-84, p35); a secret sheet (p11) keeps the
// last two from the other players, and their passive stock is as the others know it (p22).
import { WEAPONS, weaponStatusWords, type VehicleState } from '../engine';
import { ammoText, linkText, statusText, weaponText } from './explain';
import { mountLabel } from './names';
import { Tip } from './Tip';

export function WeaponTable({ v, hideAmmo = false, hideStatus = false, stockNote = null }: { v: VehicleState; hideAmmo?: boolean; hideStatus?: boolean; stockNote?: string | null }) {
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
            <td>{hideAmmo ? <span className="muted" data-secret="p11">secret</span> : <Tip text={stockNote && WEAPONS[w.type]?.passive ? `${ammoText(w)} ${stockNote}` : ammoText(w)}>{w.ammo === null ? '∞' : w.ammo}</Tip>}</td>
            <td>{hideStatus ? <span className="muted" data-secret="p11">secret</span> : <Tip text={statusText(w)}>{weaponStatusWords(w.status)}{w.lockedOn ? ', locked on' : ''}</Tip>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
