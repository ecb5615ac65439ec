// Road-gang states built by hand for the rule tests: two players, 'a' the Slow Gang, 'b' the
// Fast; vehicles given by type and segment; dice forced in order.
import { newRng } from '../rng';
import { equipmentOf, type RgEquipmentKind, type RgVehicleType } from './data';
import { capacityOf } from './stats';
import { RG_RULESET, RG_VERSION, type RgCounter, type RgFlow, type RgState, type RgVehicle } from './types';

export interface TestVehicle {
  id: string;
  type: RgVehicleType;
  gang: 'a' | 'b';
  segment: number;
  items?: (RgEquipmentKind | { kind: RgEquipmentKind; uses: number | null })[];
  crew?: number;
  owner?: string | null;
  status?: RgVehicle['status'];
  speedFixed?: number | null;
  noMoveNextTurn?: boolean;
  acted?: boolean;
}

/** Three Slow Gang buses far up the road, already moved this round, so a test's game is not over at once (Victory: 3 needed). */
const FILLER: TestVehicle[] = [1, 2, 3].map((n) => ({ id: `filler${n}`, type: 'bus', gang: 'a', segment: 60, acted: true }));

export function rgTestState(o: { vehicles: TestVehicle[]; counters?: Omit<RgCounter, 'id'>[]; dice?: number[]; flow?: RgFlow; round?: number; filler?: boolean; roundLimit?: number | null }): RgState {
  const vehicles = [...o.vehicles, ...(o.filler === false ? [] : FILLER)].map((t): RgVehicle => {
    const items = (t.items ?? []).map((x, i) => {
      const kind = typeof x === 'string' ? x : x.kind;
      const uses = typeof x === 'string' ? (equipmentOf(kind).uses ? 3 : null) : x.uses;
      return { id: `${t.id}.e${i + 1}`, kind, uses };
    });
    const v: RgVehicle = {
      id: t.id, name: t.id, type: t.type, gang: t.gang, owner: t.owner === undefined ? t.gang : t.owner, segment: t.segment, crew: 0,
      status: t.status ?? 'active', speedFixed: t.speedFixed ?? null, items, noMoveNextTurn: t.noMoveNextTurn ?? false, acted: t.acted ?? false,
    };
    v.crew = t.crew ?? capacityOf(v);
    return v;
  });
  return {
    ruleset: RG_RULESET, version: RG_VERSION,
    players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }],
    options: { train: false, gyrocopter: false, roundLimit: o.roundLimit ?? null, slowGangBy: 'players' },
    slowGang: 'a', fastGang: 'b', round: o.round ?? 1,
    vehicles,
    counters: (o.counters ?? []).map((c, i) => ({ ...c, id: `k${i + 1}` })),
    nextCounter: (o.counters?.length ?? 0) + 1,
    flow: o.flow ?? { kind: 'activate', player: 'a' },
    rng: newRng(1, o.dice ?? []),
  };
}
