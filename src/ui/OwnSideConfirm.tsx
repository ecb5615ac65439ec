// The second question before a shot or ram at the player's own side (issue 29): the first press
// (a click, a tap on Confirm or a number key, which clicks the button) opens this; only "Yes"
// does it. The app's one ConfirmDialog, so the focus starts on "No" and Escape keeps things.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { OWN_SIDE } from './ownSide';

interface Ask {
  /** What would be done: "Fire at Firebug", "Ram the vehicle ahead". */
  what: string;
  /** The own side's vehicles it would hit. */
  victims: string[];
  run(): void;
}

/** `guard(what, victims, run)`: runs at once when no own-side vehicle is hit, else asks first. */
export function useOwnSideGuard(): { guard: (what: string, victims: string[] | undefined, run: () => void) => void; dialog: ReactNode } {
  const [ask, setAsk] = useState<Ask | null>(null);
  const guard = (what: string, victims: string[] | undefined, run: () => void) => {
    if (victims && victims.length > 0) setAsk({ what, victims, run });
    else run();
  };
  const dialog = ask && (
    <ConfirmDialog
      question={`${ask.victims.join(' and ')} ${ask.victims.length > 1 ? 'are' : 'is'} on ${OWN_SIDE}. Go ahead?`}
      detail={`${ask.what}: the rules allow it, and the damage is real.`}
      yes="Yes, do it"
      no="No, choose again"
      testId="own-side-confirm"
      yesId="own-side-yes"
      noId="own-side-no"
      onYes={() => {
        const run = ask.run;
        setAsk(null);
        run();
      }}
      onNo={() => setAsk(null)}
    />
  );
  return { guard, dialog };
}
