// What a record sheet may show the player looking at the screen (hot-seat): one truth for the UI.
// p22: which markers were dummies is secret until they are turned over, so the others' sheets
// show the stock as if nothing face down had been laid (playerView). p11's option "secret record
// sheets": the others see speed, speed factor and what can be seen on the model, nothing else.
import { playerView } from './playerView';
import type { GameState, Rule, VehicleState } from '../types';

/** Parts of a record sheet (p83) beyond speed, speed factor and the model. */
export const SHEET_SECRETS = ['damage', 'armour', 'handling', 'maxSpeed', 'acceleration', 'braking', 'driveSkill', 'control', 'oilHits', 'dummies', 'ammunition', 'weaponStatus', 'criticals', 'conditions'] as const;
export type SheetSecret = (typeof SHEET_SECRETS)[number];

export interface SheetView {
  /** The vehicle as the viewer may know it: another player's stock of markers put back (p22). */
  vehicle: VehicleState;
  /** The viewer drives it (after the pass-the-device screen): the whole truth is shown. */
  own: boolean;
  /** What this sheet keeps from the viewer (empty unless p11's secret sheets are on and it is not theirs). */
  hidden: readonly SheetSecret[];
  /** Why, when something is hidden. */
  rule: Rule | null;
}

/** No player id is empty (the set-up's ids are 1 to 40 characters): the view of nobody in particular. */
const NOBODY = '';

/** Every vehicle's sheet as `viewer` may see it (null: nobody has taken the device, so every secret is kept). */
export function sheetViews(s: GameState, viewer: string | null): SheetView[] {
  const view = playerView(s, viewer ?? NOBODY);
  const secret = s.options.secretRecordSheets === true;
  return view.vehicles.map((vehicle) => {
    const own = viewer !== null && vehicle.owner === viewer;
    const hidden = secret && !own ? SHEET_SECRETS : [];
    return { vehicle, own, hidden, rule: hidden.length > 0 ? 'p11' : null };
  });
}
