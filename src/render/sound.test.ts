// Sound (issue 9): which sounds each kind of result makes, from the same timeline as the board's
// effects; that a fake AudioContext is given those voices at the volume set; and that with sound
// off (the default) no audio context is even made.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../engine';
import { testState } from '../engine/testkit';
import type { Store } from '../store';
import { soundCues } from './soundCues';
import { soundPlayer } from './soundPlayer';
import { playCues, type AudioLike } from './synth';

const before = testState({ vehicles: [{ id: 'a', lane: 3, space: 0 }, { id: 'b', lane: 3, space: 4 }] });
const ev = (x: Record<string, unknown>): GameEvent => ({ rule: 'p26', dice: [], ...x }) as unknown as GameEvent;
const kinds = (events: GameEvent[]) => soundCues(events, before, null).map((c) => c.kind);

const hit = [ev({ type: 'shot', vehicle: 'a', weapon: 'a.w1', target: 'b', hit: true, dice: [5] }), ev({ type: 'damage', vehicle: 'b', points: 3, left: 15 })];

/** A fake AudioContext: records every node made, what was started when, and the master volume. */
function fakeAudio() {
  const made: string[] = [];
  const starts: { node: string; at: number }[] = [];
  const gains: { value: number }[] = [];
  const param = () => ({ value: 0, setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} });
  const node = (kind: string) => {
    made.push(kind);
    return {
      connect() {},
      start(at = 0) {
        starts.push({ node: kind, at });
      },
      stop() {},
      type: '',
      buffer: null as unknown,
      frequency: param(),
      Q: param(),
      gain: param(),
    };
  };
  const ctx: AudioLike = {
    currentTime: 10,
    sampleRate: 8000,
    destination: { connect() {} },
    createOscillator: () => node('oscillator'),
    createGain: () => {
      const g = node('gain');
      gains.push(g.gain);
      return g;
    },
    createBiquadFilter: () => node('filter'),
    createBufferSource: () => node('noise'),
    createBuffer: (_c, length) => {
      made.push('buffer');
      const d = new Float32Array(length);
      return { getChannelData: () => d };
    },
  };
  return { ctx, made, starts, gains };
}

describe('which sounds a command makes (same timeline as the board effects)', () => {
  it('p26: a shot that hits: its die rattles, the gun fires, then the hit lands', () => {
    const cues = soundCues(hit, before, null);
    expect(cues.map((c) => c.kind)).toEqual(['dice', 'gun', 'hit']);
    expect(cues[2].at).toBeGreaterThan(cues[1].at);
  });

  it('p26: a miss fires the gun and whizzes wide', () => {
    expect(kinds([ev({ type: 'shot', vehicle: 'a', weapon: 'a.w1', target: 'b', hit: false, dice: [1] })])).toEqual(['dice', 'gun', 'miss']);
  });

  it('p52, p58, p44: a ram crunches, a crash crashes, an explosion booms, a spin squeals; a move is an engine note', () => {
    expect(kinds([ev({ type: 'ram', rammer: 'a', target: 'b', kind: 'shunt', damage: '' })])).toEqual(['ram']);
    expect(kinds([ev({ type: 'crash', vehicle: 'b', cause: 'x' })])).toEqual(['skid', 'crash']);
    expect(kinds([ev({ type: 'explosion', vehicle: 'b', cause: 'x' })])).toEqual(['explosion']);
    expect(kinds([ev({ type: 'spin', vehicle: 'a', dir: 'cw', total: 7, degrees: 90, speedLoss: 20, heading: 2, dice: [4] })])).toEqual(['dice', 'engine', 'skid']);
    expect(kinds([ev({ type: 'moved', vehicle: 'a', from: { lane: 3, t0: 0, t1: 20 }, to: { lane: 3, t0: 20, t1: 40 }, heading: 0, move: 'straight' })])).toEqual(['engine']);
  });

  it('bookkeeping makes no sound; a command rolling many dice rattles at most three times', () => {
    expect(kinds([ev({ type: 'phaseStart', turn: 1, phase: 2, order: [] })])).toEqual([]);
    const many = Array.from({ length: 6 }, () => ev({ type: 'note', text: '', dice: [3] }));
    expect(kinds(many)).toEqual(['dice', 'dice', 'dice']);
  });
});

describe('the synthesiser against a fake AudioContext', () => {
  it('makes each cue from oscillators and noise through a master gain at the volume, starting from now', () => {
    const a = fakeAudio();
    expect(playCues(a.ctx, soundCues(hit, before, null), 0.5)).toBe(3);
    expect(a.gains[0].value).toBeCloseTo(0.3);
    expect(a.made).toContain('oscillator');
    expect(a.made).toContain('noise');
    expect(a.made.filter((m) => m === 'buffer')).toHaveLength(1); // one noise buffer, reused
    expect(Math.min(...a.starts.map((s) => s.at))).toBeGreaterThanOrEqual(10);
    // The gun's four cracks come before the hit's thump.
    const firstOsc = a.starts.find((s) => s.node === 'oscillator')!;
    expect(a.starts.filter((s) => s.node === 'noise' && s.at < firstOsc.at).length).toBeGreaterThanOrEqual(4);
  });

  it('at volume 0 makes nothing', () => {
    const a = fakeAudio();
    expect(playCues(a.ctx, soundCues(hit, before, null), 0)).toBe(0);
    expect(a.made).toEqual([]);
  });
});

describe('the player: silent when off', () => {
  const state = (over: Partial<Store>): Store => ({ sound: false, volume: 0.6, animationPace: 1, lastEvents: [], commands: [], game: before, ...over }) as unknown as Store;
  const cmd = { type: 'declare' } as unknown;

  it('with sound off (the default) no audio context is made and nothing plays', () => {
    let contexts = 0;
    const p = soundPlayer(() => {
      contexts++;
      return fakeAudio().ctx;
    });
    expect(p.onChange(state({ lastEvents: hit, commands: [cmd] as never }), state({}))).toBe(0);
    expect(contexts).toBe(0);
  });

  it('turned on, the context is made at once (the click allows it); each new command then sounds', () => {
    const a = fakeAudio();
    let contexts = 0;
    const p = soundPlayer(() => {
      contexts++;
      return a.ctx;
    });
    const on = state({ sound: true });
    expect(p.onChange(on, state({}))).toBe(0);
    expect(contexts).toBe(1);
    expect(p.onChange(state({ sound: true, lastEvents: hit, commands: [cmd] as never }), on)).toBe(3);
    expect(contexts).toBe(1);
    expect(a.made.length).toBeGreaterThan(0);
  });

  it('a load, an undo or a replay (not one new command) makes no sound', () => {
    const a = fakeAudio();
    const p = soundPlayer(() => a.ctx);
    const on = state({ sound: true });
    expect(p.onChange(state({ sound: true, lastEvents: hit, commands: [cmd, cmd] as never }), on)).toBe(0);
    expect(a.made).toEqual([]);
  });
});
