// A road-gang vehicle's index card ("Use a separate index card to keep track of each vehicle"):
// everything the text puts on it — the five modifiers of the vehicle table as the engine computes
// them now, the ram and hand-to-hand modifiers its equipment adds, its crew, each piece of
// equipment with its effect and the uses left, and its state on the road.
import { rg } from '../../../engine';
import { playerCss } from '../board/colours';
import { tokenLabel } from '../board/layout';
import './boardAndCards.css';

export const STATUS: Record<rg.RgVehicle['status'], string> = { active: '', abandoned: 'abandoned: no crew', destroyed: 'destroyed', finished: 'reached the end' };

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? '0' : `${n}`);

/** The DOM id of a vehicle's card, for the board to bring it into view. */
export const cardDomId = (vehicle: string) => `rg-card-${vehicle}`;

/** A piece of equipment's effect in the table's words, from its row of the equipment table. */
export function equipmentWords(e: rg.RgEquipment): string[] {
  return [
    e.range ? `range ${e.range}` : '',
    e.toHit ? `to hit ${signed(e.toHit)}` : '',
    e.crewLoss === '1D3' ? 'a hit kills 1D3 crew' : '',
    e.fire ? 'fire (1 in 6: ball of flame)' : '',
    e.hth ? `HTH ${signed(e.hth)}` : '',
    e.ram ? `ram ${signed(e.ram)}` : '',
    e.speed ? `speed ${signed(e.speed)}` : '',
    e.armor ? `armor ${signed(e.armor)}` : '',
    e.crew ? `crew ${signed(e.crew)}` : '',
    e.speedBoost ? `speed ${signed(e.speedBoost)} for a ride` : '',
    e.mnvrBoost ? `manoeuvre ${signed(e.mnvrBoost)} for a ride` : '',
    e.drops ? `drops ${e.drops}` : '',
  ].filter(Boolean);
}

/** What the variants' special vehicles do differently, from the text. */
const SPECIAL: Partial<Record<rg.RgVehicle['type'], string>> = {
  armoredTrain: 'Always rides 1D3+1D3 forward, never back; ram +2.',
  gyrocopter: 'Flies: missile phase only; cannot ram or be rammed, nor fight hand-to-hand. Armor is how hard it is to hit.',
};

export function VehicleCard({ state, vehicle, deciding }: { state: rg.RgState; vehicle: rg.RgVehicle; deciding: boolean }) {
  const owner = state.players.findIndex((p) => p.id === vehicle.owner);
  const table = rg.statsOf(vehicle.type);
  const stats: [string, string, string][] = [
    ['Speed', signed(rg.speedOf(vehicle)), `table ${signed(table.speed)}${vehicle.speedFixed !== null ? `, set to ${signed(vehicle.speedFixed)} for good (tacks, tyres, a lost ram)` : ''}; added to or taken off the ride's 2D6`],
    ['Mnvr', signed(rg.mnvrOf(vehicle)), 'added to 2D6 when testing a counter (7+ evades)'],
    ['Armor', signed(rg.armorOf(vehicle)), 'added to the target\'s 1D6 against a missile'],
    ['Size', String(rg.sizeOf(vehicle)), 'added to 1D6 in a ram, with the ram modifiers'],
    ['Ram', signed(rg.ramOf(vehicle)), 'ram modifiers of its equipment, added with its size'],
    ['Crew', String(vehicle.crew), `rolled with ${rg.capacityOf(vehicle)}; added to 1D6 hand-to-hand; may take on any number by transfer; none left: abandoned`],
    ['HTH', signed(rg.hthOf(vehicle)), 'hand-to-hand modifiers of its equipment, added with its crew'],
  ];
  const state_ = [STATUS[vehicle.status], vehicle.noMoveNextTurn ? 'cannot move next turn' : ''].filter(Boolean);
  const acted = vehicle.status === 'active' && vehicle.acted;
  const gang = state.players.find((p) => p.id === vehicle.gang)?.name;
  return (
    <article id={cardDomId(vehicle.id)} className={`rg-card${deciding ? ' rg-card-deciding' : ''}`} aria-label={vehicle.name} data-testid="rg-card" style={{ borderColor: owner >= 0 ? playerCss(owner) : '#777' }}>
      <header>
        <span className="rg-tag" style={{ background: owner >= 0 ? playerCss(owner) : '#777' }} title="Its tag on the board">{tokenLabel(vehicle)}</span>
        <strong>{vehicle.name}</strong>
        <span className="rg-seg">{vehicle.status === 'destroyed' ? 'off the road' : vehicle.segment ? `segment ${vehicle.segment} of ${rg.ROAD_LENGTH}` : 'not placed yet'}</span>
        {state_.map((x) => <span key={x} className="rg-status">{x}</span>)}
        {acted && <span className="rg-acted">has had its turn this round</span>}
      </header>
      {vehicle.owner !== vehicle.gang && <p className="rg-taken">{vehicle.owner ? `Taken over from ${gang}'s gang` : `Rolled for ${gang}'s gang`}</p>}
      <dl className="rg-stats">
        {stats.map(([k, v, why]) => (
          <div key={k} title={why}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {SPECIAL[vehicle.type] && <p className="rg-special">{SPECIAL[vehicle.type]}</p>}
      <ul className="rg-items">
        {vehicle.items.map((it) => {
          const e = rg.equipmentOf(it.kind);
          const bits = equipmentWords(e);
          return (
            <li key={it.id}>
              {e.name}
              {bits.length > 0 && <span className="rg-item-words"> ({bits.join(', ')})</span>}
              <span className="rg-uses">{it.uses === null ? '' : it.uses === 0 ? ' used up' : ` ${it.uses} ${it.uses === 1 ? 'use' : 'uses'} left`}</span>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
