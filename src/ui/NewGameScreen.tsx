// The new-game screen: which game to play (the engine's RULESETS), then that game's own form.
// Dark Future's form is NewGameDialog, unchanged; the road-gang game's is its own.
import { RULESETS, roadGang } from '../engine';
import { useSession } from '../shell/sessionStore';
import { NewGameDialog } from './NewGameDialog';
import { RoadGangNewGame } from './roadGang/RoadGangNewGame';
import './roadGang/roadGang.css';

const BLURB: Record<string, string> = {
  darkFuture: 'road combat on the track, the 1988 rules and scenarios',
  roadGang: 'the shorter road-gang game: rolled gangs on a 100-segment road',
};

export function RulesetPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  return (
    <fieldset className="ruleset-picker" data-testid="ng-ruleset">
      <legend>Game</legend>
      {RULESETS.map((r) => (
        <label key={r.id} className="check">
          <input type="radio" name="ruleset" value={r.id} data-testid={`ng-ruleset-${r.id}`} checked={value === r.id} onChange={() => onChange(r.id)} />
          <span><strong>{r.name}</strong> <span className="muted">— {BLURB[r.id] ?? ''}</span></span>
        </label>
      ))}
    </fieldset>
  );
}

export function NewGameScreen() {
  const chosen = useSession((s) => s.chosen);
  const choose = useSession((s) => s.choose);
  return (
    <>
      <RulesetPicker value={chosen} onChange={choose} />
      {chosen === roadGang.id ? (
        <div className="new-game"><RoadGangNewGame /></div>
      ) : (
        <NewGameDialog />
      )}
    </>
  );
}
