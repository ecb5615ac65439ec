// What a click on the road-gang board does, for the hot-seat table (RoadGangScreen.tsx) and the
// online one (RoadGangOnline.tsx) alike: a segment is taken as the place to put the vehicle when
// placing, a vehicle as the one to go when that is the choice, else its card is shown.
import { rg } from '../../../engine';
import { cardDomId } from './VehicleCard';

export function boardClicks(legal: readonly rg.RgCommand[], play: (c: rg.RgCommand) => void) {
  const placing = legal.filter((c): c is Extract<rg.RgCommand, { type: 'place' }> => c.type === 'place');
  return {
    /** The segments the board offers. */
    choosable: placing.map((c) => c.segment),
    onSegment(n: number) {
      const c = placing.find((x) => x.segment === n);
      if (c) play(c);
    },
    onVehicle(id: string) {
      const c = legal.find((x) => x.type === 'activate' && x.vehicle === id);
      if (c) play(c);
      else document.getElementById(cardDomId(id))?.scrollIntoView({ block: 'nearest' });
    },
  };
}
