// Ready-made sides for Games Six to Eight (p88), each legal for $100,000 (validateSide): the
// choices `legalCommands` offers for a side's design, so random play, the computer and a quick
// start have something to pick. Any other legal design is accepted as well.
import type { SideRole, SideVehicle } from '../types';

type Design = SideVehicle['design'];

const mg = { type: 'machineGun', mount: 'hood' } as const;

export interface StockSide {
  name: string;
  role: SideRole;
  vehicles: Design[];
}

export const STOCK_SIDES: StockSide[] = [
  // $97,000, weight 425 of 850 (p80-81)
  { name: 'Pursuit Special', role: 'op', vehicles: [{ name: 'Pursuit Special', kind: 'interceptor', weapons: [{ type: 'chainGun', mount: 'hood' }, { type: 'oil', mount: 'passiveLeft' }, { type: 'smoke', mount: 'passiveRight' }] }] },
  // $92,000, weight 750 of 850: linked wing MGs (p82), a roof grenade launcher, mines and spikes
  {
    name: 'Highway Patrol',
    role: 'op',
    vehicles: [{ name: 'Highway Patrol', kind: 'interceptor', weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'mg' }, { type: 'machineGun', mount: 'wingRight', link: 'mg' }, { type: 'grenade20', mount: 'roof' }, { type: 'mines', mount: 'passiveLeft' }, { type: 'spikes', mount: 'passiveRight' }] }],
  },
  // $85,500: two Renegades (the first minimum)
  {
    name: 'Two Renegades',
    role: 'gang',
    vehicles: [
      { name: 'Road Hog', kind: 'renegade', weapons: [mg, { type: 'oil', mount: 'passive' }] },
      { name: 'Firebug', kind: 'renegade', weapons: [{ type: 'grenade20', mount: 'hood' }, { type: 'smoke', mount: 'passive' }] },
    ],
  },
  // $65,000: three bikes (the second minimum)
  {
    name: 'Three bikes',
    role: 'gang',
    vehicles: [
      { name: 'Rattler', kind: 'bike', weapons: [{ type: 'lwMachineGun', mount: 'fairingLeft' }, { type: 'lwOil', mount: 'passive' }] },
      { name: 'Sidewinder', kind: 'bike', weapons: [{ type: 'lwMachineGun', mount: 'fairingRight' }] },
      { name: 'Copperhead', kind: 'bike', weapons: [{ type: 'lwMachineGun', mount: 'fairingLeft' }] },
    ],
  },
  // $86,000: one Renegade and two bikes (the third minimum)
  {
    name: 'A Renegade and two bikes',
    role: 'gang',
    vehicles: [
      { name: 'Big Daddy', kind: 'renegade', weapons: [mg, { type: 'oil', mount: 'passive' }] },
      { name: 'Scratch', kind: 'bike', weapons: [{ type: 'lwMachineGun', mount: 'fairingLeft' }] },
      { name: 'Itch', kind: 'bike', weapons: [{ type: 'lwGrenade20', mount: 'fairingRight' }, { type: 'lwSpikes', mount: 'passive' }] },
    ],
  },
  // $100,000: six bikes, each with a lightweight passive (p84) — the most vehicles the budget buys
  {
    name: 'Six bikes',
    role: 'gang',
    vehicles: [
      ...['Ace', 'Deuce', 'Trey', 'Four'].map((name): Design => ({ name, kind: 'bike', weapons: [{ type: 'lwSpikes', mount: 'passive' }] })),
      { name: 'Slick', kind: 'bike', weapons: [{ type: 'lwOil', mount: 'passive' }] },
      { name: 'Boom', kind: 'bike', weapons: [{ type: 'lwMines', mount: 'passive' }] },
    ],
  },
];

/** A stock side with its vehicles handed round the side's players in turn. */
export function stockVehicles(side: StockSide, players: readonly string[]): SideVehicle[] {
  return side.vehicles.map((design, i) => ({ design: { ...design, weapons: design.weapons.map((w) => ({ ...w, link: w.link ?? null })) }, driver: players[i % players.length] }));
}
