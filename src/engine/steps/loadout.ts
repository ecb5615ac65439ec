// Game Three (p87): "Both players can choose either a defensive or an offensive car. They make this
// choice and complete the car's record sheet, before rolling the dice to determine which car is
// placed in front." Each player picks a table (chooseLoadout), then rolls on it (rollLoadout).
import { d6, emit } from '../core/ctx';
import { LOADOUT_TABLES, LOADOUTS, type Loadout } from '../data/gameThree';
import { makeWeapon } from '../design/vehicleFactory';
import { WEAPONS } from '../data/weapons';
import type { GameState, VehicleState, WeaponState } from '../types';
import type { StepHandler } from './types';

const playerName = (s: GameState, id: string): string => s.players.find((p) => p.id === id)?.name || id;
/** The car a player drives (two-player scenarios: one each). */
export const carOf = (s: GameState, player: string): VehicleState | undefined => s.vehicles.find((v) => v.owner === player);

export const chooseLoadout: StepHandler<'chooseLoadout'> = {
  pending: (s, step) => ({
    kind: 'chooseLoadout',
    player: step.player,
    vehicle: carOf(s, step.player)?.id ?? null,
    why: `${playerName(s, step.player)} chooses an offensive or a defensive Renegade, then rolls for its weapons (p87)`,
    // p87: "Both players can choose ... They make this choice ... before rolling": neither sees the
    // other's choice until both have made it, so the device is passed (describe.ts hides it in the log).
    secret: true,
    step,
  }),
  commands: (_s, step) => LOADOUTS.map((loadout) => ({ type: 'chooseLoadout' as const, player: step.player, loadout })),
  apply(ctx, step, c) {
    if (c.type !== 'chooseLoadout' || ctx.s.flow.kind !== 'setup') return;
    // The choice travels with the player's roll step, so the roll knows its table.
    const roll = ctx.s.flow.steps.find((x) => x.kind === 'rollLoadout' && x.player === step.player);
    if (!roll || roll.kind !== 'rollLoadout') throw new Error(`engine bug: no armament roll for ${step.player}`);
    roll.loadout = c.loadout;
    emit(ctx, { type: 'loadoutChosen', player: step.player, loadout: c.loadout, rule: 'p87', dice: [] });
  },
};

export const rollLoadout: StepHandler<'rollLoadout'> = {
  pending: (s, step) => ({
    kind: 'roll',
    player: step.player,
    vehicle: carOf(s, step.player)?.id ?? null,
    why: `${playerName(s, step.player)} rolls on the ${step.loadout ?? 'chosen'} table for the Renegade's weapons (p87)`,
    secret: false,
    step,
  }),
  commands: () => [{ type: 'roll' }],
  apply(ctx, step) {
    const v = carOf(ctx.s, step.player);
    const loadout: Loadout | undefined = step.loadout;
    if (!v || !loadout) throw new Error(`engine bug: armament roll for ${step.player} without a car or a table`);
    const d = d6(ctx);
    const design = LOADOUT_TABLES[loadout][d - 1];
    v.weapons = design.weapons.map((w, i) => makeWeapon({ type: w.type, mount: w.mount, link: w.link ?? null }, `${v.id}.w${i + 1}`));
    emit(ctx, { type: 'loadoutRolled', player: step.player, vehicle: v.id, loadout, armament: design.name, rule: 'p87', dice: [d] });
    // p82: "Any identical weapons mounted to the vehicle may be linked": the owner completes the record sheet.
    if (linkable(v).length > 0 && ctx.s.flow.kind === 'setup') ctx.s.flow.steps.unshift({ kind: 'chooseLink', player: step.player });
  },
};

/**
 * Groups of identical weapons that may be linked (p82): two or more of one type, turrets apart
 * ("weapons mounted in turrets can't be linked"). Game Three's tables give at most one group.
 */
export function linkable(v: VehicleState): WeaponState[][] {
  const groups = new Map<string, WeaponState[]>();
  for (const w of v.weapons) if (w.mount !== 'turret') groups.set(w.type, [...(groups.get(w.type) ?? []), w]);
  return [...groups.values()].filter((g) => g.length >= 2);
}

const linkedWords = (v: VehicleState | undefined): string =>
  (v ? linkable(v) : []).map((g) => `${g.length} ${WEAPONS[g[0].type].label.toLowerCase()}s`).join(' and ') || 'identical weapons';

export const chooseLink: StepHandler<'chooseLink'> = {
  pending: (s, step) => ({
    kind: 'chooseLink',
    player: step.player,
    vehicle: carOf(s, step.player)?.id ?? null,
    why: `${playerName(s, step.player)} decides whether the ${linkedWords(carOf(s, step.player))} are linked: linked, one shoot action fires them all (p82)`,
    secret: false,
    step,
  }),
  commands: (_s, step) => [true, false].map((linked) => ({ type: 'chooseLink' as const, player: step.player, linked })),
  apply(ctx, step, c) {
    const v = carOf(ctx.s, step.player);
    if (c.type !== 'chooseLink' || !v) return;
    for (const g of linkable(v)) for (const w of g) w.link = c.linked ? w.type : null;
    emit(ctx, { type: 'linkChosen', player: step.player, vehicle: v.id, linked: c.linked, rule: 'p82', dice: [] });
  },
};
