// Where things go on the road-gang board: the 100 segments as a winding strip (rows of ten,
// turning at each end like a snake), the counters and the stacked vehicles inside each segment
// laid out so none overlaps. Pure: the Pixi board draws these numbers, tests check them.
import type { rg } from '../../engine';

type RgState = rg.RgState;

export const COLUMNS = 10;
/** A segment's size in board units. */
export const CELL = 96;
export const GAP = 8;
export const PAD = 24;

export interface Pt { x: number; y: number }

/** The centre of segment `n` (1 to length): row by row, every other row right to left. */
export function segmentCentre(n: number): Pt {
  const i = n - 1;
  const row = Math.floor(i / COLUMNS);
  const col = row % 2 === 0 ? i % COLUMNS : COLUMNS - 1 - (i % COLUMNS);
  return { x: PAD + col * (CELL + GAP) + CELL / 2, y: PAD + row * (CELL + GAP) + CELL / 2 };
}

export function boardSize(length: number): { width: number; height: number } {
  const rows = Math.ceil(length / COLUMNS);
  return { width: PAD * 2 + COLUMNS * CELL + (COLUMNS - 1) * GAP, height: PAD * 2 + rows * CELL + (rows - 1) * GAP };
}

export interface Token {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Index of the controlling player in state.players (-1: nobody, abandoned). */
  player: number;
  label: string;
  status: rg.RgVehicle['status'];
}

export interface CounterMark {
  id: string;
  x: number;
  y: number;
  kind: rg.RgCounter['kind'];
  player: number;
}

/** A short label for a token: the vehicle's type initials and its number in the gang. */
export function tokenLabel(v: rg.RgVehicle): string {
  const n = v.id.split('.').pop() ?? '';
  const num = n.replace(/\D/g, '');
  const short: Record<string, string> = {
    motorcycle: 'MC', duneBuggy: 'DB', sportscar: 'SC', suv: 'SUV', van: 'VAN', bus: 'BUS', pickup: 'PU',
    eighteenWheeler: '18W', muscleCar: 'MUS', dragster: 'DRG', jeep: 'JP', compact: 'CMP', armoredTrain: 'TRN', gyrocopter: 'GYR',
  };
  return `${short[v.type] ?? v.type.slice(0, 3).toUpperCase()}${num}`;
}

/** Slots for n tokens inside one cell, in a grid of up to 3 columns, top to bottom. */
export function slots(n: number): { x: number; y: number; w: number; h: number }[] {
  const cols = n <= 1 ? 1 : n <= 4 ? 2 : 3;
  const rows = Math.max(1, Math.ceil(n / cols));
  const inner = CELL - 12;
  const w = Math.floor((inner - (cols - 1) * 3) / cols);
  const h = Math.min(26, Math.floor((inner - 14 - (rows - 1) * 3) / rows));
  const out: { x: number; y: number; w: number; h: number }[] = [];
  for (let k = 0; k < n; k++) {
    const c = k % cols;
    const r = Math.floor(k / cols);
    out.push({ x: -inner / 2 + c * (w + 3) + w / 2, y: -inner / 2 + 14 + r * (h + 3) + h / 2, w, h });
  }
  return out;
}

/** Vehicles on the road (not destroyed, not yet placed), stacked per segment. */
export function tokens(s: RgState): Token[] {
  const bySeg = new Map<number, rg.RgVehicle[]>();
  for (const v of s.vehicles) {
    if (v.status === 'destroyed' || v.segment < 1) continue;
    bySeg.set(v.segment, [...(bySeg.get(v.segment) ?? []), v]);
  }
  const out: Token[] = [];
  for (const [seg, vs] of bySeg) {
    const c = segmentCentre(seg);
    const sl = slots(vs.length);
    vs.forEach((v, k) => out.push({
      id: v.id, x: c.x + sl[k].x, y: c.y + sl[k].y, w: sl[k].w, h: sl[k].h,
      player: v.owner === null ? -1 : s.players.findIndex((p) => p.id === v.owner), label: tokenLabel(v), status: v.status,
    }));
  }
  return out;
}

/** Counters along the bottom edge of their segment, side by side. */
export function counterMarks(s: RgState): CounterMark[] {
  const bySeg = new Map<number, rg.RgCounter[]>();
  for (const k of s.counters) bySeg.set(k.segment, [...(bySeg.get(k.segment) ?? []), k]);
  const out: CounterMark[] = [];
  for (const [seg, ks] of bySeg) {
    const c = segmentCentre(seg);
    ks.forEach((k, i) => out.push({
      id: k.id, kind: k.kind, x: c.x - CELL / 2 + 10 + (i % 8) * 11, y: c.y + CELL / 2 - 9 - Math.floor(i / 8) * 11,
      player: k.owner === null ? -1 : s.players.findIndex((p) => p.id === k.owner),
    }));
  }
  return out;
}
