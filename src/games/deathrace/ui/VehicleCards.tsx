// Every vehicle's card: its team colour, laps and the next gate, damage left at each location,
// its modules with their active status, what holds it (stationary, alight, destroyed), and where its
// co-driver is: aboard with the crew weapons there, or on foot (race, what it carries, knocked over
// or stunned), or waiting in the pit after an EVAC.
import { CREW_WEAPONS, LOCATIONS, MODULES, RACES, trackOf, type DrPedestrian, type DrState, type DrVehicle } from '../rules';
import { playerCss } from '../board/colours';

const SHORT: Record<string, string> = { drive: 'Drv', engine: 'Eng', crew: 'Crw', hull: 'Hul', weapons: 'Wpn' };

const carried = (items: readonly (keyof typeof CREW_WEAPONS)[]): string => items.map((k) => CREW_WEAPONS[k].name.toLowerCase()).join(', ');

/** The co-driver's line: aboard or not, and each crew member who left this vehicle, on foot or in the pit. */
function crewLine(s: DrState, v: DrVehicle): string {
  const aboard = v.crewOut ? 'no co-driver aboard' : `co-driver aboard${v.crewWeapons.length ? ` with ${carried(v.crewWeapons)}` : ''}`;
  const foot = (p: DrPedestrian, where: string) => `${where} (${RACES[p.race].one}${p.items.length ? `, ${carried(p.items)}` : ''}${s.round <= p.downUntil ? `, ${p.status === 'stunned' ? 'stunned' : 'knocked over'}` : ''})`;
  const left = [...s.pedestrians.filter((p) => p.vehicle === v.id).map((p) => foot(p, 'its co-driver on foot')), ...s.pitCrew.filter((p) => p.vehicle === v.id).map((p) => foot(p, 'its co-driver in the pit'))];
  return [aboard, ...left].join(' · ');
}

export function VehicleCards({ state, active }: { state: DrState; active: string | null }) {
  const gates = trackOf(state.options.track).gates;
  return (
    <section className="dr-cards" aria-label="Vehicles" data-testid="dr-cards">
      {state.vehicles.map((v) => {
        const i = state.players.findIndex((p) => p.id === v.owner);
        return (
          <article key={v.id} className={`dr-card${v.id === active ? ' dr-card-active' : ''}${v.status !== 'racing' ? ' dr-card-out' : ''}`} style={{ borderLeftColor: playerCss(i) }} data-testid={`dr-card-${v.id}`}>
            <header>
              <b>{v.name}</b>
              <span className="muted"> {v.drive}, M{v.move}" S{v.skill} B{v.ballistics} R{v.reflex} save {v.armour}+</span>
            </header>
            <p className="dr-card-line">
              {v.status !== 'racing' ? <b className="dr-out">Destroyed</b> : <>Lap {v.laps + 1} of {state.options.laps}, next: {gates[v.nextGate]?.name ?? '—'}{v.stationary ? ' · stationary' : ''}{v.fire.length ? ` · on fire (${v.fire.join(', ')})` : ''}</>}
            </p>
            <p className="dr-card-line dr-damage" aria-label="Damage points left">
              {LOCATIONS.map((l) => <span key={l} title={l} className={v.damage[l] === 0 ? 'dr-zero' : undefined}>{SHORT[l]} {v.damage[l]}</span>)}
            </p>
            <p className="dr-card-line" data-testid={`dr-crew-${v.id}`}>{crewLine(state, v)}</p>
            <p className="dr-card-line">{v.modules.map((m) => `${MODULES[m.kind].name}${MODULES[m.kind].use === 'always' ? ' (always on)' : ` ${m.active}/3`}`).join(' · ')}</p>
          </article>
        );
      })}
    </section>
  );
}
