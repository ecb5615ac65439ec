// The new-game screen: which game to play (the engine's RULESETS), then that game's own form,
// looked up by the ruleset's id. Dark Future's form is NewGameDialog, unchanged; the road-gang
// game's is its own. A ruleset with no form here is not offered. Above them, the saved games of
// every ruleset (SavedGames.tsx), whichever is chosen.
import type { ReactElement } from 'react';
import { RULESETS, darkFuture, roadGang } from '../engine';
import { useSession } from '../shell/sessionStore';
import { NewGameDialog } from './NewGameDialog';
import { RoadGangNewGame } from './roadGang/RoadGangNewGame';
import { SavedGames } from './SavedGames';
import './roadGang/roadGang.css';

const FORMS: Record<string, { blurb: string; form: () => ReactElement }> = {
  [darkFuture.id]: { blurb: 'road combat on the track, the 1988 rules and scenarios', form: () => <NewGameDialog /> },
  [roadGang.id]: { blurb: 'the shorter road-gang game: rolled gangs on a 100-segment road', form: () => <div className="new-game"><RoadGangNewGame /></div> },
};

export function RulesetPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  return (
    <fieldset className="ruleset-picker" data-testid="ng-ruleset">
      <legend>Game</legend>
      {RULESETS.filter((r) => FORMS[r.id]).map((r) => (
        <label key={r.id} className="check">
          <input type="radio" name="ruleset" value={r.id} data-testid={`ng-ruleset-${r.id}`} checked={value === r.id} onChange={() => onChange(r.id)} />
          <span><strong>{r.name}</strong> <span className="muted">— {FORMS[r.id].blurb}</span></span>
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
      <div className="new-game saved-games-top"><SavedGames /></div>
      <RulesetPicker value={chosen} onChange={choose} />
      {(FORMS[chosen] ?? FORMS[darkFuture.id]).form()}
    </>
  );
}
