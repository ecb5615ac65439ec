// Whose decision it is, on which car: the header's banner on a wide screen, the sheet's heading on a
// phone (layout.css), each the only place it is said.
import type { GameState, Pending } from '../engine';
import { useStore } from '../store';
import { playerName, vehicleName } from './names';
import { stepTitle } from './setupText';

const VERB: Record<Pending['kind'], string> = {
  rollForLead: 'roll for the lead car',
  roll: 'roll the dice',
  chooseLoadout: 'choose a car',
  chooseLink: 'link the identical weapons or not',
  veto: 'accept or object to the starting speed',
  place: 'place',
  declare: 'declare an action for',
  fireOrHold: 'fire or hold fire with',
  gameOver: 'game over',
  design: 'design the side',
  chooseApproach: 'choose pursuit or intercept',
  setSpeed: 'choose the starting speed of',
  abandonBike: 'abandon or keep',
};

/** 'Roll for the Op' as 'roll for the Op' (names keep their capitals). */
const lowerFirst = (x: string): string => x.charAt(0).toLowerCase() + x.slice(1);

/** "Ann: declare an action for Ann's Renegade": who decides what, for the banner and the panel heading. */
export function decisionHeadline(game: GameState | null, pending: Pending | null): string {
  if (!game || !pending) return 'Waiting for the rules engine…';
  const who = playerName(game, pending.player);
  const car = pending.vehicle ? vehicleName(game, pending.vehicle) : '';
  // Set-up steps say what is decided (STEP_TITLE); in play, the verb and the car.
  const setupStep = pending.step && pending.kind !== 'place' ? lowerFirst(stepTitle(pending.step)) : null;
  // With several vehicles a player, a set-up step names the one it is for (Games Four on: "Ann: roll the drive skill (Hawk)").
  return pending.kind === 'gameOver' ? 'Game over' : setupStep ? `${who}: ${setupStep}${car ? ` (${car})` : ''}` : `${who}: ${VERB[pending.kind]}${car ? ` ${car}` : ''}`;
}

export function PendingBanner({ pending }: { pending: Pending | null }) {
  const game = useStore((s) => s.game);
  if (!game || !pending) return <div className="pending-banner" data-testid="pending-banner">Waiting for the rules engine…</div>;
  const headline = decisionHeadline(game, pending);
  return (
    <div className={`pending-banner kind-${pending.kind}`} data-testid="pending-banner" data-kind={pending.kind} data-player={pending.player ?? ''}>
      {/* The headline only: why this car moves now is the hint's, in full (HintBox); said here too it
          was said twice, and cut short (issue 29). */}
      <strong className="pending-headline">{headline}</strong>
    </div>
  );
}
