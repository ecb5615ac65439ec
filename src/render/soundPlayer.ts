// Plays the sounds of each new command (issue 9) while the sound setting is on; off by default.
// The audio context is made only once the player turns sound on (a click: browsers let a page
// make sound only after one), so a player who never does has no audio at all.
import { useStore, type Store } from '../store';
import { MS_PER_MOVE } from './animation';
import { soundCues } from './soundCues';
import { playCues, type AudioLike } from './synth';

type Maker = () => AudioLike | null;

const browserContext: Maker = () => {
  const w = typeof window !== 'undefined' ? (window as unknown as { AudioContext?: new () => AudioLike }) : null;
  return w?.AudioContext ? new w.AudioContext() : null;
};

export interface SoundPlayer {
  /** The store changed from `prev` to `s`: sound the new command, if there is one and sound is on. */
  onChange: (s: Store, prev: Store) => number;
}

export function soundPlayer(make: Maker = browserContext): SoundPlayer {
  let ctx: AudioLike | null = null;
  const context = (): AudioLike | null => {
    if (!ctx) ctx = make();
    if (ctx?.state === 'suspended') void ctx.resume?.().catch(() => undefined);
    return ctx;
  };
  return {
    onChange(s, prev) {
      if (!s.sound) return 0;
      if (!prev.sound) context();
      if (s.lastEvents === prev.lastEvents) return 0;
      // One new command only: not a load, an undo or the replay of a whole game.
      if (s.commands.length !== prev.commands.length + 1 || prev.game === null) return 0;
      const c = context();
      const ms = MS_PER_MOVE * s.animationPace;
      return c ? playCues(c, soundCues(s.lastEvents, prev.game, s.game, ms), s.volume) : 0;
    },
  };
}

let listening = false;

/** Sound for the page's store (once per page, from the board module's first import). */
export function listenForSound(): void {
  if (listening) return;
  listening = true;
  const player = soundPlayer();
  useStore.subscribe((s, prev) => void player.onChange(s, prev));
}
