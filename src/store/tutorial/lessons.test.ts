// The lessons are valid against the engine (issue 10): every expected command is legal at its step
// with the forced dice, each step's dice are exactly what it rolls, every idea a step claims is
// proved by its events, and the guided games end.
import { describe, expect, it } from 'vitest';
import { legalCommands, pending, type GameEvent, type GameState } from '../../engine';
import { IDEA_SHOWN, judge, sameCommand } from './run';
import { traceLesson } from './lessonTrace';
import { GAME_LESSONS } from './lessons';
import type { BoardTarget, GameLesson } from './types';
import { lessonBoardTarget } from '../tutorialSlice';

function play(lesson: GameLesson) {
  return traceLesson(lesson, (s, step, command) => {
    const mine = (step.by ?? 'you') === 'you';
    expect(pending(s).player === lesson.you, `${step.id}: whose decision`).toBe(mine);
    expect(legalCommands(s).some((c) => sameCommand(c, command)), `${step.id}: offered by legalCommands`).toBe(true);
  });
}

describe.each(GAME_LESSONS.map((l) => [l.id, l] as const))('lesson %s', (_id, lesson) => {
  const { s, all, trace } = play(lesson);

  it('rolls exactly the dice each step arranges, and no die from the generator', () => {
    lesson.steps.forEach((step, i) => expect(trace[i].rolled, step.id).toBe(step.dice?.length ?? 0));
    expect(s.rng.forced).toEqual([]);
  });

  it('proves every idea a step claims with that step’s events', () => {
    lesson.steps.forEach((step, i) => {
      for (const idea of step.ideas ?? []) {
        const shown = IDEA_SHOWN[idea];
        if (shown) expect(shown(trace[i].events, step.command), `${step.id}: ${idea}`).toBe(true);
      }
    });
  });

  it('makes each idea it calls yours happen to the player’s own car (the events’ vehicle), at the step that claims it', () => {
    const mine = new Set(s.vehicles.filter((v) => v.owner === lesson.you).map((v) => v.id));
    const ofMine = (events: GameEvent[]) => events.filter((e) => 'vehicle' in e && e.vehicle !== undefined && mine.has(e.vehicle));
    const yours = lesson.yours ?? [];
    for (const idea of yours) {
      const steps = lesson.steps.map((step, i) => ({ step, i })).filter(({ step }) => step.ideas?.includes(idea));
      expect(steps.length, `${idea}: claimed by a step`).toBeGreaterThan(0);
      for (const { step, i } of steps) expect(IDEA_SHOWN[idea]?.(ofMine(trace[i].events), step.command) ?? true, `${step.id}: ${idea} to your car`).toBe(true);
    }
  });

  it('points the board only at what is on it at that moment (before the command, and after it)', () => {
    const onBoard = (t: BoardTarget, g: GameState): boolean => {
      if (t.kind === 'vehicle') return g.vehicles.some((v) => v.id === t.vehicle && (v.status === 'inPlay' || v.status === 'finished'));
      if (t.kind === 'marker') return g.markers.some((m) => m.id === t.marker);
      if (t.kind === 'corridor') return g.vehicles.some((v) => v.id === t.vehicle && v.status === 'inPlay' && v.weapons.some((w) => w.id === t.weapon));
      return t.lane >= 1 && t.lane + 1 <= 8 && t.t0 >= 0 && t.t1 > t.t0 && t.t1 <= g.track.sections.length * 60;
    };
    lesson.steps.forEach((step, i) => {
      if (step.board) expect(onBoard(step.board, trace[i].before), `${step.id}: board`).toBe(true);
      const after = step.resultBoard ?? (step.command ? step.board : undefined);
      if (after) expect(onBoard(after, trace[i].after), `${step.id}: board after`).toBe(true);
    });
    expect(lesson.steps.some((x) => x.board || x.resultBoard), 'at least one board pointer').toBe(true);
  });

  it('gives the board the step’s target, and the result’s once the step is done', () => {
    lesson.steps.forEach((step, i) => {
      expect(lessonBoardTarget({ lesson: lesson.id, step: i, done: false, note: null }), step.id).toEqual(step.board ?? null);
      expect(lessonBoardTarget({ lesson: lesson.id, step: i, done: true, note: null }), step.id).toEqual(step.resultBoard ?? step.board ?? null);
    });
    expect(lessonBoardTarget(null)).toBeNull();
  });

  it('covers the ideas the lesson promises', () => {
    const claimed = new Set(lesson.steps.flatMap((x) => x.ideas ?? []));
    for (const idea of lesson.ideas) expect(claimed.has(idea), idea).toBe(true);
    for (const idea of lesson.ideas) if (IDEA_SHOWN[idea] && idea !== 'finish') expect(IDEA_SHOWN[idea]!(all, undefined), idea).toBe(true);
  });

  it('ends with the game over when it says it plays the game to its end', () => {
    const over = lesson.endsGame ?? true;
    expect(pending(s).kind === 'gameOver', 'game over').toBe(over);
    expect(s.winner !== null, 'a winner').toBe(over);
  });

  it('explains every other choice it invites with the engine’s verdict', () => {
    lesson.steps.forEach((step, i) => {
      for (const t of step.tryInstead ?? []) {
        const v = judge(trace[i].before, step, t.command);
        expect(v.kind, `${step.id}: ${t.label}`).not.toBe('expected');
        expect(v.kind === 'expected' ? '' : v.words).toMatch(/legal/);
      }
    });
  });
});

describe('the guided first game (Game One)', () => {
  const lesson = GAME_LESSONS.find((l) => l.id === 'gameOne')!;
  const { all } = play(lesson);
  const has = (t: GameEvent['type'], f: (e: GameEvent) => boolean = () => true) => all.some((e) => e.type === t && f(e));
  it('has each event the issue lists: a hit, a critical, a hazard roll, a panic brake, oil laid, a dummy, oil hit, control loss, skid, spin, ram', () => {
    expect(has('hit')).toBe(true);
    expect(has('critical', (e) => e.type === 'critical' && !e.wasted)).toBe(true);
    expect(has('hazardRoll')).toBe(true);
    expect(has('panicBrake')).toBe(true);
    expect(has('passiveLaid', (e) => e.type === 'passiveLaid' && !e.dummy)).toBe(true);
    expect(has('passiveLaid', (e) => e.type === 'passiveLaid' && e.dummy)).toBe(true);
    expect(has('markerRevealed', (e) => e.type === 'markerRevealed' && e.dummy)).toBe(true);
    expect(has('oilHit')).toBe(true);
    expect(has('controlLoss')).toBe(true);
    expect(has('skid')).toBe(true);
    expect(has('spin')).toBe(true);
    expect(has('ram')).toBe(true);
    expect(has('gameOver')).toBe(true);
  });
  it('the player lays real oil and a dummy, hits oil, loses control, skids and spins with the template', () => {
    const me = 'car1';
    expect(has('passiveLaid', (e) => e.type === 'passiveLaid' && e.vehicle === me && !e.dummy && e.kind === 'oil')).toBe(true);
    expect(has('passiveLaid', (e) => e.type === 'passiveLaid' && e.vehicle === me && e.dummy)).toBe(true);
    expect(has('oilHit', (e) => e.type === 'oilHit' && e.vehicle === me)).toBe(true);
    expect(has('controlLoss', (e) => e.type === 'controlLoss' && e.vehicle === me)).toBe(true);
    expect(has('skid', (e) => e.type === 'skid' && e.vehicle === me)).toBe(true);
    // The template's own roll (p44): a die plus the speed factor, turned into degrees and a speed loss.
    expect(has('spin', (e) => e.type === 'spin' && e.vehicle === me && e.degrees > 0 && e.speedLoss > 0)).toBe(true);
  });
  it('is won by the player: the chase car stops the lead', () => {
    const { s } = play(lesson);
    expect(s.winner?.side).toBe('chase');
  });
});

describe('every step says something', () => {
  it('has words before, and after its command', () => {
    for (const lesson of GAME_LESSONS) {
      for (const step of lesson.steps) {
        expect(step.text.length, step.id).toBeGreaterThan(10);
        if (step.command) expect(step.result?.length ?? 0, `${step.id} result`).toBeGreaterThan(10);
      }
    }
  });
});
