// The starting speed (p87): the rolled speed, who may object and why, then Accept or Object
// (roll again). The engine asks each driver who may object in turn.
import { START_SPEED, type Command, type Pending } from '../engine';
import { useStore } from '../store';
import { useLegalCommands } from './hooks';
import { playerName } from './names';
import { SetupDice } from './SetupDice';
import { Tip } from './Tip';

type Veto = Extract<Command, { type: 'veto' }>;

export function VetoPanel({ pending }: { pending: Pending }) {
  const game = useStore((s) => s.game);
  const dispatch = useStore((s) => s.dispatch);
  const commands = useLegalCommands().filter((c): c is Veto => c.type === 'veto');
  const speed = pending.step?.kind === 'veto' ? pending.step.speed : null;
  const accept = commands.find((c) => !c.reroll);
  const object = commands.find((c) => c.reroll);
  const who = playerName(game, pending.player);
  const leadOnly = speed !== null && speed < START_SPEED.anyObjectsFrom;
  return (
    <section className="decision setup-panel" aria-label="Accept or object to the starting speed" data-testid="veto-panel">
      <SetupDice />
      <h2 className="setup-title">
        Starting speed{' '}
        <Tip text={`The two dice × ${START_SPEED.perPip} mph; every car starts at this speed, or its maximum if lower (p87).`} className="veto-speed" testId="veto-speed">{speed ?? '?'} mph</Tip> <span className="page">p87</span>
      </h2>
      <p className="muted" data-testid="veto-why">
        {leadOnly
          ? `${who} drives the lead car, which may object to ${START_SPEED.leadObjectsFrom} mph or more: it may have to take a corner that fast.`
          : `Either driver may object to ${START_SPEED.anyObjectsFrom} mph or more; ${who} is asked now.`}{' '}
        Objecting rolls the speed again; the rolling goes on until nobody objects (p87).
      </p>
      <div className="action-list">
        {accept && (
          <button type="button" className="action-button primary" data-testid="veto-accept" data-shortcut="1" autoFocus onClick={() => dispatch(accept)}>
            <kbd className="shortcut" aria-hidden="true">1</kbd>
            <span className="action-text"><span className="action-label">Accept {speed} mph</span></span>
          </button>
        )}
        {object && (
          <button type="button" className="action-button" data-testid="veto-object" data-shortcut="2" onClick={() => dispatch(object)}>
            <kbd className="shortcut" aria-hidden="true">2</kbd>
            <span className="action-text"><span className="action-label">Object — roll again</span></span>
          </button>
        )}
      </div>
    </section>
  );
}
