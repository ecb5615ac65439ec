// The current decision, by kind (types.ts Pending): one panel for each, set-up steps included.
import type { Pending } from '../engine';
import { useStore } from '../store';
import { DeclarePanel } from './DeclarePanel';
import { FireOrHold } from './FireOrHold';
import { GameOverPanel } from './GameOverPanel';
import { vehicleName } from './names';
import { PlaceForm } from './PlaceForm';
import { LeadResult, RollForLead } from './RollForLead';
import { LinkPanel, LoadoutPanel } from './LoadoutPanel';
import { RollPanel } from './RollPanel';
import { SetupDice } from './SetupDice';
import { VetoPanel } from './VetoPanel';
import { ChoicePanel } from './ChoicePanel';
import { SideDesignPanel } from './SideDesignPanel';

export function DecisionPanel({ pending }: { pending: Pending | null }) {
  const game = useStore((s) => s.game);
  if (!pending) return <p className="muted">The rules engine has no decision to offer.</p>;
  switch (pending.kind) {
    case 'rollForLead':
      return <RollForLead player={pending.player} />;
    case 'roll':
      return <RollPanel pending={pending} />;
    case 'chooseLoadout':
      return <LoadoutPanel />;
    case 'chooseLink':
      return <LinkPanel />;
    case 'veto':
      return <VetoPanel pending={pending} />;
    case 'place':
      return (
        <section className="decision" aria-label="Place a car">
          <SetupDice except="leadRolled" />
          <LeadResult />
          <PlaceForm vehicleName={vehicleName(game, pending.vehicle)} />
        </section>
      );
    case 'declare':
      return <DeclarePanel />;
    case 'fireOrHold':
      return pending.vehicle ? <FireOrHold vehicle={pending.vehicle} /> : null;
    case 'gameOver':
      return <GameOverPanel />;
    case 'design':
      return <SideDesignPanel key={pending.step?.kind === 'designSide' ? pending.step.side : ''} pending={pending} />;
    case 'chooseApproach':
    case 'setSpeed':
    case 'abandonBike':
      return <ChoicePanel pending={pending} />;
  }
}
