// Each gang's index cards under its player's name: the game's screen and the watch of a saved game.
import { rg } from '../../../engine';
import { VehicleCard } from './VehicleCard';

export function GangCards({ state, active }: { state: rg.RgState; active?: string | null }) {
  return (
    <>
      {state.players.map((x) => (
        <section key={x.id} className="rg-gang" aria-label={`${x.name}'s vehicles`}>
          <h3 className="panel-title">{x.name}&apos;s vehicles ({rg.gangWord(state, x.id)})</h3>
          <div className="rg-cards">
            {state.vehicles.filter((v) => (v.owner ?? v.gang) === x.id).map((v) => <VehicleCard key={v.id} state={state} vehicle={v} deciding={v.id === active} />)}
          </div>
        </section>
      ))}
    </>
  );
}
