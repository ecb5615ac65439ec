// The end screen's summary per vehicle (issue 9), counted from the events.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../engine';
import { testState } from '../engine/testkit';
import { gameSummary } from './gameSummary';

const ev = (x: Record<string, unknown>): GameEvent => ({ rule: 'p26', dice: [], ...x }) as unknown as GameEvent;
const cell = { lane: 3, t0: 0, t1: 20 };

describe('gameSummary', () => {
  it('counts shots, hits, damage done and taken, spaces and hazard rolls per vehicle', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 0 }, { id: 'b', lane: 3, space: 4, patch: { status: 'finished' } }] });
    const rows = gameSummary(s, [
      ev({ type: 'phaseStart', turn: 1, phase: 1, order: [] }),
      ev({ type: 'moved', vehicle: 'a', from: cell, to: cell, heading: 0, move: 'straight' }),
      ev({ type: 'moved', vehicle: 'b', from: cell, to: cell, heading: 0, move: 'straight' }),
      ev({ type: 'shot', vehicle: 'a', target: 'b', hit: true }),
      ev({ type: 'damage', vehicle: 'b', points: 4, left: 14 }),
      ev({ type: 'shot', vehicle: 'a', target: 'b', hit: false }),
      ev({ type: 'hazardRoll', vehicle: 'b', result: 'ok' }),
      ev({ type: 'hazardRoll', vehicle: 'b', result: 'panicBrake' }),
      ev({ type: 'phaseStart', turn: 1, phase: 2, order: [] }),
      ev({ type: 'damage', vehicle: 'b', points: 2, left: 12 }),
    ]);
    expect(rows).toEqual([
      { vehicle: 'a', shots: 2, hits: 1, damageDone: 4, damageTaken: 0, spaces: 1, hazards: 0, hazardsPassed: 0, status: 'still on the road' },
      { vehicle: 'b', shots: 0, hits: 0, damageDone: 0, damageTaken: 6, spaces: 1, hazards: 2, hazardsPassed: 1, status: 'crossed the finish line' },
    ]);
  });
});
