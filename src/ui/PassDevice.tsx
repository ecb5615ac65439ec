// Hot-seat secrecy (p22: dummies are secret): before a player sees a choice with hidden
// information, or any decision of a player who asked for privacy, the screen is covered until
// that player says they are at the device.
import type { GameState, Pending } from '../engine';
import { PassCover } from '../shell/PassCover';
import { currentStep, useStore } from '../store';
import { LessonWords } from './tutorial/LessonWords';
import { usePending } from './hooks';
import { decisionHeadline } from './PendingBanner';
import { playerName } from './names';

/** What the hidden choice is, by the kind of decision the engine marked secret. */
const SECRET_WHY: Partial<Record<string, string>> = {
  chooseLoadout: 'is choosing an offensive or a defensive car: secret until both players have chosen (p87).',
};

export type PassMode = 'peek' | 'secret' | 'turn';

function why(mode: PassMode, name: string, game: GameState | null, pending: Pending | null): string {
  if (mode === 'peek') return `${name} wants to see their hidden markers.`;
  if (mode === 'turn') return `${name} asked to take the device for each of their decisions. Next: ${decisionHeadline(game, pending)}.`;
  return `${name} ${SECRET_WHY[pending?.kind ?? ''] ?? 'is choosing a passive marker: real or dummy is secret (p22).'}`;
}

export function PassDevice({ player, mode }: { player: string; mode: PassMode }) {
  const game = useStore((s) => s.game);
  const setViewer = useStore((s) => s.setViewer);
  const takeDevice = useStore((s) => s.takeDevice);
  const requestPeek = useStore((s) => s.requestPeek);
  const requestSecret = useStore((s) => s.requestSecret);
  const pending = usePending();
  // A lesson's card lies under the modal cover: its step's words come onto the cover, so the learner still reads them.
  const step = useStore((s) => currentStep(s.tutorial));
  const lessonDone = useStore((s) => !!s.tutorial?.done);
  const name = playerName(game, player);
  const take = () => {
    takeDevice(player);
    // A turn hand-over shows the decision as everyone sees it; secrets still wait to be asked for.
    if (mode !== 'turn') setViewer(player);
  };
  return (
    <PassCover
      name={name}
      why={why(mode, name, game, pending)}
      shows={mode === 'peek' ? 'markers' : mode === 'turn' ? 'decision' : 'choices'}
      mode={mode}
      onTake={take}
      onCancel={mode !== 'turn' ? () => (mode === 'peek' ? requestPeek(null) : requestSecret(null)) : undefined}
      note={step && !lessonDone ? <><strong>Lesson: </strong><LessonWords text={step.text} /></> : undefined}
    />
  );
}
