// Sound stays off unless a player turns it on (issue 29: "optional, but a first visit offers it
// once"). On the first game of a first visit a small card asks; an answer, or a first move made
// without answering, ends the offer for good (kept with the settings). Never in a lesson or a
// replay, whose own cards and controls sit where it would.
import { useEffect, useRef } from 'react';
import { useClearOfBoard } from './useClearOfBoard';
import { useStore } from '../store';

export function SoundOffer() {
  const offered = useStore((s) => s.soundOffered);
  const sound = useStore((s) => s.sound);
  const busy = useStore((s) => s.tutorial !== null || s.replay !== null);
  const moves = useStore((s) => s.commands.length);
  const done = useStore((s) => s.soundOfferDone);
  const setSound = useStore((s) => s.setSound);
  const shown = !offered && !sound && !busy;
  const first = useRef(moves);
  // Clear of the cars and their names (issue 29: on a phone it lay on a car's name).
  const card = useRef<HTMLElement>(null);
  const at = useClearOfBoard(card, String(shown));
  useEffect(() => {
    if (shown && moves !== first.current) done();
  }, [shown, moves, done]);
  if (!shown) return null;
  return (
    <aside className="sound-offer" ref={card} style={at ? { left: at.x, top: at.y } : undefined} aria-label="Sound" data-testid="sound-offer">
      <span>Play with sound? Engines, shots and crashes, made in the browser.</span>
      <button type="button" className="primary" data-testid="sound-offer-on" onClick={() => { setSound(true); done(); }}>Turn sound on</button>
      <button type="button" data-testid="sound-offer-off" onClick={done}>No thanks</button>
    </aside>
  );
}
