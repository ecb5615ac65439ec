// applyByEvent (issue 11, a replay stepped by event): the same command as `apply`, with the
// state the rules left after each event. Checked over random games: the same outcome as
// `apply`, one state per event, and each state agrees with what its event reports.
import { describe, expect, it } from 'vitest';
import { apply, applyByEvent, pending, sheetViews, watcherView, type GameState } from '../index';
import { playRandom } from '../../sim/playout';

const car = (s: GameState, id: string) => s.vehicles.find((v) => v.id === id)!;

describe('applyByEvent', () => {
  it('gives apply\'s state and events, and after each event a state that agrees with it', () => {
    let checked = 0;
    for (const seed of [2, 5]) {
      playRandom(seed, {
        maxCommands: 40,
        onStep: ({ before, command, after, events }) => {
          const r = applyByEvent(before, command);
          if (!r.ok) throw new Error(r.error.message);
          expect(JSON.stringify(r.value.state)).toBe(JSON.stringify(after));
          expect(JSON.stringify(r.value.events)).toBe(JSON.stringify(events));
          expect(r.value.states).toHaveLength(events.length);
          const waited = pending(before).kind;
          events.forEach((e, i) => {
            const s = r.value.states[i];
            if (e.type === 'moved') expect(car(s, e.vehicle)).toMatchObject({ cell: e.to, heading: e.heading });
            if (e.type === 'speedChanged') expect(car(s, e.vehicle).speed).toBe(e.to);
            if (e.type === 'damage') expect(car(s, e.vehicle).damage).toBe(e.left);
            if (e.type === 'passiveLaid') expect(s.markers.some((m) => m.id === e.marker)).toBe(true);
            // Part way through, the game still waits on the decision being carried out, and the
            // board, the sheets and the header can show the state.
            expect(s.flow).toEqual(before.flow);
            expect(pending(s).kind).toBe(waited);
            expect(() => [sheetViews(s, null), watcherView(s, false)]).not.toThrow();
            checked++;
          });
          // The states are copies: the one given back is not touched by later events.
          if (r.value.states.length > 1) expect(r.value.states[0]).not.toBe(r.value.states[1]);
        },
      });
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('through a command that moves two cars, shows the first moved and the second not yet', () => {
    // Seed 2's 21st command: car1 declares and moves, then car2, which needs no decision, moves too.
    let found = false;
    let n = 0;
    playRandom(2, {
      maxCommands: 30,
      onStep: ({ before, command }) => {
        if (++n !== 21) return;
        const r = applyByEvent(before, command);
        if (!r.ok) throw new Error(r.error.message);
        const { events, states } = r.value;
        const first = events.findIndex((e) => e.type === 'moved' && e.vehicle === 'car1');
        const second = events.findIndex((e) => e.type === 'moved' && e.vehicle === 'car2');
        expect(first).toBeGreaterThanOrEqual(0);
        expect(second).toBeGreaterThan(first);
        const mid = states[second - 1];
        expect(car(mid, 'car1').cell).not.toEqual(car(before, 'car1').cell);
        expect(car(mid, 'car2').cell).toEqual(car(before, 'car2').cell);
        expect(car(states[second], 'car2').cell).not.toEqual(car(before, 'car2').cell);
        found = true;
      },
    });
    expect(found).toBe(true);
  });

  it('refuses what apply refuses, the same way', () => {
    const g = playRandom(3, { maxCommands: 5 }).state;
    const bad = { type: 'fire', vehicle: 'nobody', target: 'x' } as const;
    expect(applyByEvent(g, bad)).toEqual(apply(g, bad));
  });
});
