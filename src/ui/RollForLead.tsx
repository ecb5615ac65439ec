// Game One opens with a die roll: odd, the roller drives the lead car (p87).
import { useStore } from '../store';
import { playerName } from './names';
import { DieFace } from '../shell/DieFace';
import { SetupDice } from './SetupDice';

export function RollForLead({ player }: { player: string | null }) {
  const game = useStore((s) => s.game);
  const dispatch = useStore((s) => s.dispatch);
  return (
    <section className="decision" aria-label="Roll for the lead car">
      <SetupDice />
      <p>{playerName(game, player)} rolls a die: odd, they drive the lead car; even, the chase car (p87).</p>
      <button type="button" className="primary" data-testid="roll-for-lead" data-shortcut="1" aria-keyshortcuts="1" autoFocus onClick={() => dispatch({ type: 'rollForLead' })}>
        <kbd className="shortcut" aria-hidden="true">1</kbd> Roll for the lead car
      </button>
    </section>
  );
}

/** The roll's result, shown while the cars are placed. */
export function LeadResult() {
  const game = useStore((s) => s.game);
  const entry = useStore((s) => s.log.find((l) => l.event.type === 'leadRolled'));
  if (!game || !entry || entry.event.type !== 'leadRolled') return null;
  const e = entry.event;
  // Every other driver, with the side the roll gave their car (the engine set it).
  const others = game.vehicles.filter((v) => v.owner !== e.lead && v.side !== '');
  return (
    <p className="lead-result" data-testid="lead-result">
      {playerName(game, e.player)} rolled {e.dice.map((d, i) => <DieFace key={i} value={d} size={22} />)}:{' '}
      <b>{playerName(game, e.lead)}</b> drives the lead car
      {others.map((v) => <span key={v.id}>, <b>{playerName(game, v.owner)}</b> the {v.side} car</span>)} (p87).
    </p>
  );
}
