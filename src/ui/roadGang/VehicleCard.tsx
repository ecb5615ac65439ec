// A road-gang vehicle's index card ("Use a separate index card to keep track of each vehicle"):
// its modifiers as the engine computes them, its crew, its equipment with uses left, its state.
import { rg } from '../../engine';
import { playerCss } from '../../render/roadGang/colours';

const STATUS: Record<rg.RgVehicle['status'], string> = { active: '', abandoned: 'abandoned', destroyed: 'destroyed', finished: 'reached the end' };

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? '0' : `${n}`);

export function VehicleCard({ state, vehicle, deciding }: { state: rg.RgState; vehicle: rg.RgVehicle; deciding: boolean }) {
  const owner = state.players.findIndex((p) => p.id === vehicle.owner);
  const stats: [string, string, string][] = [
    ['Speed', signed(rg.speedOf(vehicle)), `table ${signed(rg.statsOf(vehicle.type).speed)}${vehicle.speedLoss ? `, ${vehicle.speedLoss} for good (tacks, tyres, rams)` : ''}`],
    ['Mnvr', signed(rg.mnvrOf(vehicle)), 'added to 2D6 when testing a counter (7+ evades)'],
    ['Armor', signed(rg.armorOf(vehicle)), 'added to the target\'s 1D6 against a missile'],
    ['Size', String(rg.sizeOf(vehicle)), 'added to 1D6 in a ram, with the ram modifiers'],
    ['Crew', `${vehicle.crew}/${rg.capacityOf(vehicle)}`, 'added to 1D6 hand-to-hand; none left: abandoned'],
  ];
  return (
    <article className={`rg-card${deciding ? ' rg-card-deciding' : ''}`} aria-label={vehicle.name} style={{ borderColor: owner >= 0 ? playerCss(owner) : '#777' }}>
      <header>
        <strong>{vehicle.name}</strong>
        <span className="rg-seg">segment {vehicle.segment || '—'}</span>
        {STATUS[vehicle.status] && <span className="rg-status">{STATUS[vehicle.status]}</span>}
        {vehicle.noMoveNextTurn && <span className="rg-status">cannot move next turn</span>}
      </header>
      <dl className="rg-stats">
        {stats.map(([k, v, why]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
            <dd className="rg-why">{why}</dd>
          </div>
        ))}
      </dl>
      <ul className="rg-items">
        {vehicle.items.map((it) => {
          const e = rg.equipmentOf(it.kind);
          const bits = [e.range ? `range ${e.range}` : '', e.toHit ? `to hit +${e.toHit}` : '', e.hth ? `HTH +${e.hth}` : '', e.ram ? `ram +${e.ram}` : '', e.fire ? 'fire' : ''].filter(Boolean);
          return (
            <li key={it.id}>
              {e.name}
              {bits.length > 0 && <span className="rg-why"> ({bits.join(', ')})</span>}
              {it.uses !== null && <span className="rg-uses"> {it.uses} left</span>}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
