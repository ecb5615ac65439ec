// The sounds themselves, made with the Web Audio API from oscillators and noise (issue 9: no audio
// files). Written against the few AudioContext members it uses (AudioLike), so a fake context in
// the unit tests can record what would be played.
import type { Cue, SoundKind } from './soundCues';

interface ParamLike {
  value: number;
  setValueAtTime(v: number, t: number): unknown;
  linearRampToValueAtTime(v: number, t: number): unknown;
  exponentialRampToValueAtTime(v: number, t: number): unknown;
}
export interface NodeLike { connect(to: NodeLike): unknown }
export interface SourceLike extends NodeLike { start(when?: number): void; stop(when?: number): void }
export interface OscillatorLike extends SourceLike { type: string; frequency: ParamLike }
export interface BufferSourceLike extends SourceLike { buffer: unknown }
export interface GainLike extends NodeLike { gain: ParamLike }
export interface FilterLike extends NodeLike { type: string; frequency: ParamLike; Q: ParamLike }
export interface BufferLike { getChannelData(channel: number): Float32Array }
export interface AudioLike {
  readonly currentTime: number;
  readonly sampleRate: number;
  readonly destination: NodeLike;
  readonly state?: string;
  resume?: () => Promise<void>;
  createOscillator(): OscillatorLike;
  createGain(): GainLike;
  createBiquadFilter(): FilterLike;
  createBufferSource(): BufferSourceLike;
  createBuffer(channels: number, length: number, sampleRate: number): BufferLike;
}

/** A second of white noise, made once per context (a fixed generator: the same hiss every time). */
const noiseBuffers = new WeakMap<AudioLike, BufferLike>();
function noise(ctx: AudioLike): BufferLike {
  let b = noiseBuffers.get(ctx);
  if (!b) {
    b = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const d = b.getChannelData(0);
    let x = 0x2545f491;
    for (let i = 0; i < d.length; i++) {
      x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
      d[i] = ((x >>> 0) / 0xffffffff) * 2 - 1;
    }
    noiseBuffers.set(ctx, b);
  }
  return b;
}

/** A gain that rises to `peak` in `attack` s and dies away by `t + len`. */
function envelope(ctx: AudioLike, out: NodeLike, t: number, len: number, peak: number, attack = 0.005): GainLike {
  const g = ctx.createGain();
  g.gain.setValueAtTime(0.0001, t);
  g.gain.linearRampToValueAtTime(peak, t + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, t + len);
  g.connect(out);
  return g;
}

function hiss(ctx: AudioLike, out: NodeLike, t: number, len: number, peak: number, filter: string, f0: number, f1 = f0, q = 1): void {
  const src = ctx.createBufferSource();
  src.buffer = noise(ctx);
  const f = ctx.createBiquadFilter();
  f.type = filter;
  f.Q.value = q;
  f.frequency.setValueAtTime(f0, t);
  if (f1 !== f0) f.frequency.exponentialRampToValueAtTime(f1, t + len);
  src.connect(f);
  f.connect(envelope(ctx, out, t, len, peak));
  src.start(t);
  src.stop(t + len + 0.02);
}

function tone(ctx: AudioLike, out: NodeLike, t: number, len: number, peak: number, type: string, f0: number, f1 = f0, attack = 0.005): void {
  const o = ctx.createOscillator();
  o.type = type;
  o.frequency.setValueAtTime(f0, t);
  if (f1 !== f0) o.frequency.exponentialRampToValueAtTime(f1, t + len);
  o.connect(envelope(ctx, out, t, len, peak, attack));
  o.start(t);
  o.stop(t + len + 0.02);
}

const VOICES: Record<SoundKind, (ctx: AudioLike, out: NodeLike, t: number, len: number) => void> = {
  // A V8's growl: a low sawtooth revving up, muffled.
  engine: (ctx, out, t, len) => {
    const o = ctx.createOscillator();
    o.type = 'sawtooth';
    o.frequency.setValueAtTime(48, t);
    o.frequency.linearRampToValueAtTime(86, t + len);
    const f = ctx.createBiquadFilter();
    f.type = 'lowpass';
    f.frequency.value = 420;
    f.Q.value = 1;
    o.connect(f);
    f.connect(envelope(ctx, out, t, Math.max(0.2, len), 0.18, 0.06));
    o.start(t);
    o.stop(t + Math.max(0.2, len) + 0.02);
  },
  // A machine-gun burst: four cracks of band-passed noise.
  gun: (ctx, out, t) => {
    for (let k = 0; k < 4; k++) hiss(ctx, out, t + k * 0.065, 0.05, 0.55, 'bandpass', 1900, 700, 0.8);
  },
  // Metal struck: a thump and a crunch.
  hit: (ctx, out, t) => {
    tone(ctx, out, t, 0.18, 0.5, 'sine', 140, 45);
    hiss(ctx, out, t, 0.16, 0.4, 'lowpass', 2600, 500);
  },
  // The round goes wide: a thin whizz.
  miss: (ctx, out, t) => hiss(ctx, out, t, 0.22, 0.18, 'highpass', 5000, 2400),
  // Car against car: a heavy thud and a long scrape.
  ram: (ctx, out, t, len) => {
    tone(ctx, out, t, 0.3, 0.6, 'square', 90, 38);
    hiss(ctx, out, t, Math.max(0.3, len), 0.35, 'bandpass', 700, 300, 2);
  },
  // Tyres squealing: a narrow band of noise, wavering.
  skid: (ctx, out, t, len) => hiss(ctx, out, t, Math.max(0.25, len), 0.2, 'bandpass', 2300, 1800, 9),
  // Off the road: tumbling crunches dying down.
  crash: (ctx, out, t, len) => {
    tone(ctx, out, t, 0.35, 0.6, 'sine', 110, 35);
    hiss(ctx, out, t, Math.max(0.5, len), 0.5, 'lowpass', 2200, 180);
  },
  // A fireball: a deep boom under a long roar.
  explosion: (ctx, out, t, len) => {
    tone(ctx, out, t, 0.9, 0.8, 'sine', 70, 28);
    hiss(ctx, out, t, Math.max(0.9, len), 0.7, 'lowpass', 1500, 90);
  },
  // Dice on the table: three clicks.
  dice: (ctx, out, t) => {
    [0, 0.055, 0.13].forEach((d, k) => hiss(ctx, out, t + d, 0.03, 0.35 - k * 0.08, 'highpass', 2600));
  },
};

/**
 * Plays the cues from now through a master gain at `volume` (0..1). Nothing is made at volume 0.
 * Returns how many cues were scheduled.
 */
export function playCues(ctx: AudioLike, cues: Cue[], volume: number): number {
  if (!(volume > 0) || cues.length === 0) return 0;
  const master = ctx.createGain();
  master.gain.value = Math.min(1, volume) * 0.6;
  master.connect(ctx.destination);
  const now = ctx.currentTime + 0.02;
  for (const c of cues) VOICES[c.kind](ctx, master, now + c.at / 1000, c.ms / 1000);
  return cues.length;
}
