// Overlay data: what the engine says about the intended action, in world shapes. The engine is
// asked (previewAction, fireCorridor, eligibleTarget, pending, legalCommands); nothing here
// decides a rule. Every call is guarded so a rule still being written never blanks the board.
import * as engine from '../engine';
import type { Action, Cell, GameState, Heading, Pending, Pose, Pt, RulerBand, Zone } from '../engine';
import { stripPoly } from './shapes';
import { bikePosture, bodyCorners, closestOnPolygon, mountPoint, toWorld, type BikePosture } from './viewModel';

/** The engine functions the overlays use; injectable so tests need no finished engine. */
export interface OverlayApi {
  pending: (s: GameState) => Pending;
  legalCommands: (s: GameState) => engine.Command[];
  /** The action's plan as previewed: every step's contact zone, the end cell and the heading there (issue 15). */
  previewAction: (s: GameState, vid: string, a: Action) => { zone: Zone; end: Cell | null; heading?: Heading; steps?: { zone: Zone }[]; limits?: LimitAhead[] };
  fireCorridor: (s: GameState, vid: string, weapon: string) => Zone;
  /** The corridor's exact outline (the range ruler's band on curves and for angled cars, p25). */
  fireCorridorPolygon: (s: GameState, vid: string, weapon: string) => Pt[] | null;
  eligibleTarget: (s: GameState, vid: string, weapon: string) => { target: string; range: number; countedRange: number; inRange: boolean } | null;
  /** Where the range ruler is laid when the corridor is one (curves, angled cars, p25): its start edge and direction. */
  rulerBand: (s: GameState, vid: string, weapon: string) => RulerBand | null;
  /** False when the game keeps p22's "committed to firing": no corridor or ruler before the shot. */
  mayMeasure: (s: GameState) => boolean;
}

export const ENGINE_API: OverlayApi = engine;

/**
 * The ruler as the engine measures it on a ruler corridor (p25): laid along the band from its
 * start edge to the closest point of the target, in line with the target (its centre's place
 * across the band, kept inside the band).
 */
export function rulerAlong(b: RulerBand, target: Pt[]): { from: Pt; to: Pt } {
  const ax = b.p1.x - b.p0.x, ay = b.p1.y - b.p0.y, W = Math.hypot(ax, ay) || 1;
  const ux = ax / W, uy = ay / W;
  const along = (p: Pt) => (p.x - b.p0.x) * b.d.x + (p.y - b.p0.y) * b.d.y;
  const dist = Math.max(0, Math.min(...target.map(along)));
  const c = { x: target.reduce((a, p) => a + p.x, 0) / target.length, y: target.reduce((a, p) => a + p.y, 0) / target.length };
  const lam = Math.max(0, Math.min(W, (c.x - b.p0.x) * ux + (c.y - b.p0.y) * uy));
  const from = { x: b.p0.x + ux * lam, y: b.p0.y + uy * lam };
  return { from, to: { x: from.x + b.d.x * dist, y: from.y + b.d.y * dist } };
}

/** Call the engine; on a throw (an unfinished rule, or a state it rejects) fall back quietly. */
export function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

/** `ownSide`: the target is on the shooter's own side (the engine's `side`), drawn in its own colour and said in the label (issue 29). */
export interface Ruler { from: Pt; to: Pt; label: string; inRange: boolean; ownSide?: boolean }

/** A safety limit the previewed move meets, with its optimum speed (p41), as the engine's preview lists it. */
export interface LimitAhead { limit: number; cause: string; optimumSpeed: number; over: boolean }

/** "curve 50 mph · best 70": written on the road where the move ends (issue 10). */
export const limitText = (l: LimitAhead): string => `${l.cause} ${l.limit} mph · optimum ${l.optimumSpeed}${l.over ? ' ⚠' : ''}`;

export interface Overlays {
  pending: Pending | null;
  /** Contact zone of the intended move (p52), one polygon per strip. */
  zone: Pt[][];
  /** Where the intended move ends. */
  ghost: Pose | null;
  /** A bike's ghost is drawn as the bike it will be there (leaning after a dodge, p64); null: a car's outline. */
  ghostBike: { posture: BikePosture } | null;
  /** Fire corridor of the weapon being aimed (p25): the lane spaces it covers... */
  corridor: Pt[][];
  /** ...and its exact outline, which on curves is the ruler's straight band. */
  corridorOutline: Pt[] | null;
  ruler: Ruler | null;
  /** Cells where the pending vehicle may be placed (from legalCommands). */
  legalPlaces: Cell[];
  /** The safety limits the previewed move meets, at the ghost (issue 10 hints). */
  limits: { at: Pt; text: string }[];
  /** A previewed ram whose contact zone meets a vehicle of the rammer's own side (issue 29): the zone in that colour, "your side" on each. */
  ownSide: { at: Pt; text: string }[];
}

export const EMPTY_OVERLAYS: Overlays = { pending: null, zone: [], ghost: null, ghostBike: null, corridor: [], corridorOutline: null, ruler: null, legalPlaces: [], limits: [], ownSide: [] };

/** The board's word for a target of the shooter's own side (the panel's words are the same, src/ui/ownSide.ts). */
export const OWN_SIDE_LABEL = 'your side';

/** 'N spaces', '(counts as 6)' when the range is capped (p25), and a warning beyond range. */
export function rangeLabel(t: { range: number; countedRange: number; inRange: boolean }): string {
  let s = `${t.range} space${t.range === 1 ? '' : 's'}`;
  if (t.countedRange !== t.range) s += ` (counts as ${t.countedRange})`;
  if (!t.inRange) s += ' — out of range';
  return s;
}

/** The weapon being aimed: a previewed shoot action, or the declared shot awaiting fire-or-hold. */
export function aimedWeapon(s: GameState, preview: { vehicle: string; action: Action } | null, p: Pending | null): { vehicle: string; weapon: string } | null {
  if (preview?.action.kind === 'shoot') return { vehicle: preview.vehicle, weapon: preview.action.weapon };
  const declared = p?.kind === 'fireOrHold' ? engine.declaredAction(s) : null;
  if (p?.vehicle && declared?.kind === 'shoot') return { vehicle: p.vehicle, weapon: declared.weapon };
  return null;
}

/** The vehicles of the rammer's own side (the engine's `side`) its ram's contact zone meets, with where to say so. */
function ownSideRammed(s: GameState, poses: Pose[], rammer: GameState['vehicles'][number], zone: Zone): { at: Pt; text: string }[] {
  if (rammer.side === '' || zone.length === 0) return [];
  return s.vehicles
    .filter((o) => o.id !== rammer.id && o.status === 'inPlay' && o.side === rammer.side && engine.grid.overlapsFootprint(zone, o.cell, o.heading))
    .map((o) => ({ at: engine.geometry.vehiclePose(s.track, poses, o.cell, o.heading), text: OWN_SIDE_LABEL }));
}

export function overlays(
  s: GameState,
  poses: Pose[],
  preview: { vehicle: string; action: Action } | null,
  api: OverlayApi = ENGINE_API,
): Overlays {
  const out: Overlays = { ...EMPTY_OVERLAYS, pending: safe(() => api.pending(s), null) };
  const poly = (z: Zone): Pt[][] => z.map((strip) => stripPoly(s.track, poses, strip));

  if (preview && preview.action.kind !== 'shoot') {
    const v = s.vehicles.find((x) => x.id === preview.vehicle);
    const p = safe(() => api.previewAction(s, preview.vehicle, preview.action), null);
    if (v && p) {
      // The contact zone of every step of the plan (forward move, drift, U-turn ...), and the
      // ghost car where the plan ends, facing the way it will (a U-turn faces back).
      out.zone = poly(p.steps ? p.steps.flatMap((st) => st.zone) : (p.zone ?? []));
      if (p.end) out.ghost = engine.geometry.vehiclePose(s.track, poses, p.end, p.heading ?? v.heading);
      // p64: the dodge's lean lasts until a move whose action is not a dodge: the ghost is the bike after this move.
      const after = bikePosture({ ...v, rolled: false, wreck: false, dodge: preview.action.kind === 'dodge' ? preview.action.side : null });
      if (out.ghost && after) out.ghostBike = { posture: after };
      if (out.ghost) out.limits = (p.limits ?? []).map((l) => ({ at: out.ghost!, text: limitText(l) }));
      if (preview.action.kind === 'ram') out.ownSide = ownSideRammed(s, poses, v, p.zone ?? []);
    }
  }

  const aim = aimedWeapon(s, preview, out.pending);
  if (aim && safe(() => api.mayMeasure(s), true)) {
    out.corridor = poly(safe(() => api.fireCorridor(s, aim.vehicle, aim.weapon), []));
    out.corridorOutline = safe(() => api.fireCorridorPolygon(s, aim.vehicle, aim.weapon), null);
    const t = safe(() => api.eligibleTarget(s, aim.vehicle, aim.weapon), null);
    const firer = s.vehicles.find((x) => x.id === aim.vehicle);
    const target = t && s.vehicles.find((x) => x.id === t.target);
    const weapon = firer?.weapons.find((w) => w.id === aim.weapon);
    if (t && firer && target) {
      const fp = engine.geometry.vehiclePose(s.track, poses, firer.cell, firer.heading);
      const tp = engine.geometry.vehiclePose(s.track, poses, target.cell, target.heading);
      const band = safe(() => api.rulerBand(s, aim.vehicle, aim.weapon), null);
      const from = toWorld(fp, mountPoint(weapon?.mount ?? 'hood'));
      const line = band ? rulerAlong(band, bodyCorners(tp)) : { from, to: closestOnPolygon(from, bodyCorners(tp)) };
      // The rules let a shot hit a teammate (p22: the closest vehicle in the corridor): the board says so plainly.
      const ownSide = firer.side !== '' && firer.side === target.side;
      out.ruler = { ...line, label: ownSide ? `${OWN_SIDE_LABEL} · ${rangeLabel(t)}` : rangeLabel(t), inRange: t.inRange, ownSide };
    }
  }

  if (out.pending?.kind === 'place') {
    const cmds = safe(() => api.legalCommands(s), []);
    out.legalPlaces = cmds.flatMap((c) => {
      if (c.type !== 'place') return [];
      const cell = engine.grid.cellAt(s.track, c.lane, c.t0);
      return cell ? [cell] : [];
    });
  }
  return out;
}
