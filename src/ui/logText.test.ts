// The log's groups: everything before the first phase is the set-up (p87-88), whatever its events.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../engine';
import type { LogEntry } from '../store';
import { groupLog } from './logText';

const e = (event: { type: GameEvent['type'] } & Record<string, unknown>, turn = 1, phase = 1): Omit<LogEntry, 'index'> => ({ turn, phase, event: { rule: 'p87', dice: [], ...event } as unknown as GameEvent });
const log = (xs: Omit<LogEntry, 'index'>[]): LogEntry[] => xs.map((x, index) => ({ ...x, index }));

describe('groupLog', () => {
  it('puts every set-up event (new kinds too) under Set-up, then groups by turn and phase', () => {
    const groups = groupLog(
      log([
        e({ type: 'driveSkillRolled', player: 'p1', vehicle: 'car1', driveSkill: 3, dice: [2] }),
        e({ type: 'leadRolled', player: 'p1', lead: 'p1', dice: [3] }),
        e({ type: 'startSpeedRolled', speed: 80, again: false, dice: [4, 4] }),
        e({ type: 'startSpeedAgreed', speed: 80 }),
        e({ type: 'phaseStart', turn: 1, phase: 1, order: [] }),
        e({ type: 'declared', vehicle: 'car1', action: { kind: 'none' } }),
        e({ type: 'phaseStart', turn: 1, phase: 2, order: [] }, 1, 2),
      ]),
    );
    expect(groups.map((g) => [g.title, g.entries.length])).toEqual([
      ['Set-up', 4],
      ['Turn 1 · phase 1', 2],
      ['Turn 1 · phase 2', 1],
    ]);
  });
});
