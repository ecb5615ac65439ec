import { describe, expect, it } from 'vitest';
import { geometry } from '../engine';
import type { GameEvent, GameState, RoadHazard, Section } from '../engine';
import { testState } from '../engine/testkit';
import { arrivingLook, drawnSections, FADE_MS, leavingLook, roadDuration, roadTransition, SLIDE_CM, STAGGER_MS } from './roadAnimation';

const S: Section = { kind: 'straight' };
const L: Section = { kind: 'corner', turn: 'left' };
const base = testState({ sections: [S, S, L, S, S, S, S], vehicles: [{ id: 'a', lane: 3, space: 4 }] });
const ev = (e: Partial<GameEvent> & { type: string }): GameEvent => ({ rule: 'p75', dice: [], ...e }) as GameEvent;
const sand = (section: number, t0: number): RoadHazard => ({ id: `h${section}`, kind: 'sand', section, side: 'left', zone: [{ laneFrom: 1, laneTo: 3, t0, t1: t0 + 20 }] });

/** The rolling track after the back section is taken away and a straight laid at the front (p75). */
function rolled(s: GameState): GameState {
  const track = s.track;
  const origin = geometry.endPose(track.sections[0], track.origin ?? { x: 0, y: 0, a: 0 });
  return { ...s, track: { ...track, sections: [...track.sections.slice(1), S], first: (track.first ?? 0) + 1, origin }, roadHazards: s.roadHazards.filter((h) => h.section !== 0) };
}

describe('the rolling road (p75)', () => {
  it('draws every section in play, none while a Game Two layout waits for its roll (p87)', () => {
    expect(drawnSections(base, geometry.sectionPoses(base.track)).map((d) => d.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const waiting: GameState = { ...base, flow: { kind: 'setup', steps: [{ kind: 'rollTrack' }, { kind: 'rollForLead' }] } };
    expect(drawnSections(waiting, geometry.sectionPoses(base.track))).toEqual([]);
  });

  it('after the moves, fades out the section taken away (with its hazards) and brings in the one laid; the rest stay put', () => {
    const prev = { ...base, roadHazards: [sand(0, 20), sand(3, 200)] };
    const next = rolled(prev);
    const events = [ev({ type: 'moved' }), ev({ type: 'moved' }), ev({ type: 'trackRemoved', section: 0 }), ev({ type: 'trackPlaced', section: 7 })];
    const t = roadTransition(prev, next, events, 250)!;
    expect(t.start).toBe(500);
    expect(t.leaving.map((l) => l.section.index)).toEqual([0]);
    expect(t.leaving[0].hazards.map((h) => h.id)).toEqual(['h0']);
    const now = drawnSections(next, geometry.sectionPoses(next.track));
    expect(now.map((d) => d.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // sections 1-6 keep their place on the table (track.origin), so only section 7 is new
    expect(Object.keys(t.arriving)).toEqual([now[6].key]);
    expect(t.arriving[now[6].key]).toBe(500);
    expect(roadDuration(t)).toBe(500 + FADE_MS);
  });

  it('lays a rolled layout section by section, in road order', () => {
    const waiting: GameState = { ...base, track: { sections: [S, S, S, S, S, S, S], finishTick: 420 }, flow: { kind: 'setup', steps: [{ kind: 'rollTrack' }] } };
    const t = roadTransition(waiting, base, [ev({ type: 'trackRolled' })], 250)!;
    expect(t.leaving).toEqual([]);
    const keys = drawnSections(base, geometry.sectionPoses(base.track)).map((d) => d.key);
    expect(keys.map((k) => t.arriving[k])).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => i * STAGGER_MS));
  });

  it('follows the order the sections were laid in (p74: one roll, a section at a time)', () => {
    const three = { ...base, track: { sections: [S, S, S], finishTick: null } };
    const events = [5, 3, 4].map((section) => ev({ type: 'trackPlaced', section }));
    const t = roadTransition(three, { ...base, track: { sections: [S, S, S, S, S, S], finishTick: null } }, events, 250)!;
    expect(Object.values(t.arriving)).toHaveLength(3);
    const next = { ...base, track: { sections: [S, S, S, S, S, S], finishTick: null } };
    const d = drawnSections(next, geometry.sectionPoses(next.track));
    expect([t.arriving[d[5].key], t.arriving[d[3].key], t.arriving[d[4].key]]).toEqual([0, STAGGER_MS, 2 * STAGGER_MS]);
  });

  it('has nothing to play when the road did not change', () => {
    expect(roadTransition(base, { ...base, turn: 2 }, [], 250)).toBeNull();
    expect(roadTransition(null, base, [], 250)).toBeNull();
  });

  it('slides an arriving section back into place as it fades in, and a leaving one away as it fades out', () => {
    const next = rolled(base);
    const t = roadTransition(base, next, [ev({ type: 'trackRemoved', section: 0 }), ev({ type: 'trackPlaced', section: 7 })], 250)!;
    const d = drawnSections(next, geometry.sectionPoses(next.track));
    const newest = d[6];
    expect(arrivingLook(t, newest, -1)).toMatchObject({ alpha: 0 });
    const pose = newest.poses[6];
    const start = arrivingLook(t, newest, 0);
    expect(Math.hypot(start.dx, start.dy)).toBeCloseTo(SLIDE_CM);
    expect(start.dx * Math.cos(pose.a) + start.dy * Math.sin(pose.a)).toBeGreaterThan(0); // from ahead
    const done = arrivingLook(t, newest, FADE_MS);
    expect(done.alpha).toBe(1);
    expect(Math.hypot(done.dx, done.dy)).toBeCloseTo(0);
    expect(arrivingLook(t, d[0], 0)).toEqual({ alpha: 1, dx: 0, dy: 0 }); // not arriving: settled
    expect(arrivingLook(null, newest, 0)).toEqual({ alpha: 1, dx: 0, dy: 0 });
    expect(leavingLook(t, t.leaving[0], 0).alpha).toBe(1);
    expect(leavingLook(t, t.leaving[0], FADE_MS).alpha).toBe(0);
  });
});
