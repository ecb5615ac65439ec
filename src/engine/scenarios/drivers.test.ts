// Who drives which vehicle (p88: "The outlaw vehicles may be driven by different players"): the
// side's design command carries each vehicle's driver, checked at the door by the schema and then
// by the side's rules (validateSide BAD_DRIVER), and the driver so chosen is the player every
// later decision of that vehicle names.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending } from '../flow/turn';
import { newGame } from '../flow/setup';
import { applyOk, must } from '../testkit';
import { STOCK_SIDES } from '../data/sideDesigns';
import { designRoles } from '../steps/sides';
import type { Command, GameState, SideVehicle } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }, { id: 'cy', name: 'Cy' }];
const teams = [['ann'], ['bob', 'cy']];
const designOf = (name: string) => STOCK_SIDES.find((x) => x.name === name)!.vehicles;
const step = (s: GameState, c: Command): GameState => applyOk(s, c).s;

/** Ann rolls 2 (the Op), Bob 5 for Bob and Cy (the gang); Ann has bought her Interceptor. */
function gangToDesign(seed = 7): GameState {
  let s = must(newGame({ scenario: 'gameSix', players, teams, forcedDice: [2, 5] }, seed));
  s = step(step(s, { type: 'roll' }), { type: 'roll' });
  return step(s, { type: 'design', player: 'ann', vehicles: designOf('Pursuit Special').map((design) => ({ design: { ...design, weapons: design.weapons.map((w) => ({ ...w, link: null })) }, driver: 'ann' })) });
}

/** The Renegade and the first bike for Cy, the second bike for Bob: not the stock hand-out (Bob, Cy, Bob). */
const CHOSEN = ['cy', 'cy', 'bob'];
const gang = (drivers: string[]): SideVehicle[] => designOf('A Renegade and two bikes').map((design, i) => ({ design: { ...design, weapons: design.weapons.map((w) => ({ ...w, link: null })) }, driver: drivers[i] }));

describe('which vehicle each drives (p88)', () => {
  it('p88: the players of the side say who drives each vehicle; any player of the side may send the design', () => {
    const s = gangToDesign();
    expect(pending(s)).toMatchObject({ kind: 'design', player: 'bob' });
    const r = applyOk(s, { type: 'design', player: 'cy', vehicles: gang(CHOSEN) });
    expect(r.s.vehicles.filter((v) => v.side === 'gang').map((v) => [v.name, v.owner])).toEqual([['Big Daddy', 'cy'], ['Scratch', 'cy'], ['Itch', 'bob']]);
  });

  it('p88: a driver from the other side, or no player at all, is refused with a code and nothing changes', () => {
    const s = gangToDesign();
    const before = JSON.stringify(s);
    const other = apply(s, { type: 'design', player: 'bob', vehicles: gang(['bob', 'ann', 'cy']) });
    expect(!other.ok && other.error.code).toBe('ILLEGAL_ACTION');
    expect(!other.ok && other.error.message).toContain('Scratch: its driver must be a player of this side');
    // The schema at the door: a driver must be a player id (a non-empty string).
    const shapeless = apply(s, { type: 'design', player: 'bob', vehicles: [{ design: gang(CHOSEN)[0].design, driver: 3 }] } as unknown as Command);
    expect(!shapeless.ok && shapeless.error.code).toBe('BAD_COMMAND');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('p88: every decision of a vehicle names the driver chosen for it, from the set-up to the end of play', () => {
    let s = applyOk(gangToDesign(), { type: 'design', player: 'bob', vehicles: gang(CHOSEN) }).s;
    const driver = new Map(s.vehicles.map((v) => [v.id, v.owner]));
    const named = new Set<string>();
    for (let i = 0; i < 400 && s.flow.kind !== 'over'; i++) {
      const p = pending(s);
      if (!p) break;
      if (p.vehicle) {
        expect(p.player, `${p.kind} of ${p.vehicle}`).toBe(driver.get(p.vehicle));
        named.add(`${p.vehicle}:${p.player}`);
      }
      const cs = legalCommands(s);
      if (cs.length === 0) break;
      s = applyOk(s, cs[0]).s;
    }
    // Each gang vehicle was asked at least once, by its own driver.
    expect([...named].filter((x) => x.startsWith('gang')).sort()).toEqual(['gang1:cy', 'gang2:cy', 'gang3:bob']);
  });

  it('p88: the roles the design panel offers: the gang in Game Six; in Game Eight the one Game Six\'s roll gave each side, the Op first; none once the designs are done', () => {
    expect(designRoles(gangToDesign())).toEqual(['gang']);
    // Ann rolls 6 and Bob 2 (Bob the Op), then Ann 2 and Bob 6 (Bob the attacker).
    let s = must(newGame({ scenario: 'gameEight', players: players.slice(0, 2), forcedDice: [6, 2, 2, 6] }, 7));
    for (let i = 0; i < 4; i++) s = step(s, { type: 'roll' });
    expect(designRoles(s)).toEqual(['op']);
    s = step(s, legalCommands(s)[0]);
    expect(designRoles(s)).toEqual(['gang']);
    s = step(s, { type: 'design', player: 'ann', vehicles: gang(['ann', 'ann', 'ann']) });
    expect(pending(s)).toMatchObject({ kind: 'chooseApproach', player: 'bob' });
    expect(designRoles(s)).toEqual([]);
  });
});
