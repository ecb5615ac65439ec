// The first screen: players (as many as the scenario takes), scenario (the engine's list) and, for
// Games Four and Five, each player's designed car; options, then Start. The engine validates the
// setup. The form lives in the store so a trip to the garage keeps it.
import type { NewGameFormProps } from '../shell/games';
import type { FormEvent } from 'react';
import { RULE_OPTIONS, scenarioPlayers, scenarioTeams, validateDesign, type RuleOption, type VehicleDesign } from '../engine';
import { useStore } from '../store';
import { DesignPick } from './DesignPick';
import { ErrorBox } from './ErrorBox';
import { HowToPlay } from './HowToPlay';
import { LearnToPlay } from './tutorial/LearnToPlay';
import { LearnToPlayBanner } from './tutorial/LearnToPlayBanner';
import { ImportButton } from './ImportButton';
import { ScenarioPicker } from './ScenarioPicker';
import { scenarioInfo } from './scenarioRules';
import { PlayersFieldset } from './PlayersFieldset';
import { slowSeats } from './SeatPick';
import { useOnlinePlaces } from './seatsOnline';
import { SeedField, seedOk } from './FormParts';
import { roster, rosterProblems, teamsOf } from './roster';
import { computerDesign } from '../ai';

const option = (key: RuleOption['key']): RuleOption => RULE_OPTIONS.find((o) => o.key === key)!;
const CRASH = option('crashDamage');
const MEASURE = option('measureOnlyWhenCommitted');
const REAL = option('realDice');
const SECRET = option('secretRecordSheets');

export function NewGameDialog(props: Partial<NewGameFormProps>) {
  const start = useStore((s) => s.start);
  const setSeats = useStore((s) => s.setSeats);
  const animations = useStore((s) => s.animations);
  const setAnimations = useStore((s) => s.setAnimations);
  const setPrivacy = useStore((s) => s.setPrivacy);
  const draft = useStore((s) => s.draft);
  const designs = useStore((s) => s.designs);
  const setDraft = useStore((s) => s.setDraft);
  const openGarage = useStore((s) => s.openGarage);
  const { crash, measure, seed } = draft;
  const info = scenarioInfo(draft.scenario) ?? scenarioInfo('gameOne');
  const scenario = info?.id ?? 'gameOne';
  const rule = info?.design ?? null;
  const seedGood = seedOk(seed);
  const range = scenarioPlayers(scenario);
  const teams = scenarioTeams(scenario);
  const seated = roster(draft, range, teams);
  const PLAYERS = seated.map((p) => p.id);
  const nameOf = (i: number) => seated[i].name;
  const seats = draft.seats ?? {};
  const isComputer = (p: string) => (seats[p] ?? 'person') !== 'person';
  // Online, the persons the host plays on this screen (PlayersFieldset's choice, issue 32).
  const places = useOnlinePlaces('darkFuture', !!props.online, 'person');
  const cars: Record<string, VehicleDesign> = {};
  PLAYERS.forEach((p, i) => {
    // A computer seat drives one of the computer's own designs that pass validateDesign (src/ai).
    const d = isComputer(p) && rule ? computerDesign(rule.budget, rule.require, i) : designs.find((x) => x.id === draft.picks[p])?.design;
    if (d) cars[p] = d;
  });
  const namesOk = rosterProblems(seated, teams).length === 0;
  const carsOk = !rule || PLAYERS.every((p) => cars[p] && validateDesign(cars[p], rule.budget, rule.require).ok);
  // Online, a computer level too slow for the server cannot be asked for (PlayersFieldset says so).
  const seatsOk = !props.online || slowSeats(Object.fromEntries(PLAYERS.map((p) => [p, seats[p] ?? 'person']))).length === 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!seedGood || !carsOk || !namesOk || !seatsOk) return;
    const players = seated.map(({ id, name }) => ({ id, name }));
    const s = seed.trim() === '' ? Math.floor(Math.random() * 2 ** 31) : Number(seed.trim());
    // Games Six to Eight: the teams that roll for the sides (p88), the engine's `teams` set-up field.
    const teamSetup = teams.length > 0 ? { teams: teamsOf(seated, teams) } : {};
    const setup = { scenario, players, options: { crashDamage: crash, measureOnlyWhenCommitted: !!measure, realDice: !!draft.realDice, secretRecordSheets: !!draft.secretSheets }, ...(rule ? { designs: cars } : {}), ...teamSetup };
    // Online (issue 32): the table is the game server's, not this store's; the computer seats go with it.
    if (props.online && props.start) {
      props.start(setup, s, places.seats(Object.fromEntries(PLAYERS.flatMap((p) => (isComputer(p) ? [[p, seats[p]!]] : []))), PLAYERS));
      return;
    }
    setSeats(Object.fromEntries(PLAYERS.map((p) => [p, seats[p] ?? 'person'])));
    if (start(setup, s)) {
      setPrivacy(Object.fromEntries(PLAYERS.map((p) => [p, !!draft.privacy?.[p] && !isComputer(p)])));
    }
  };
  return (
    <div className="new-game">
      <form className="new-game-form" onSubmit={submit} data-testid="new-game-form" aria-labelledby="ng-title">
        {/* The first screen's title names the house above the cards; the form says only what it is (issue 29: each thing once). */}
        <h2 id="ng-title" className="form-title">A new game of Dark Future</h2>
        <LearnToPlayBanner />
        <ErrorBox />
        <PlayersFieldset range={range} teams={teams} online={!!props.online} />
        <ScenarioPicker value={scenario} onChange={(id) => setDraft({ scenario: id })} />
        {rule && (
          <fieldset data-testid="ng-cars">
            <legend>Cars (Vehicle Design, p80-84)</legend>
            {PLAYERS.map((p, i) =>
              isComputer(p) ? (
                <p key={p} className="design-ok" data-testid={`pick-computer-${p}`}>{nameOf(i)} (computer) drives &lsquo;{cars[p]?.name ?? 'no design fits'}&rsquo;.</p>
              ) : (
                <DesignPick key={p} player={p} name={nameOf(i)} rule={rule} />
              ),
            )}
          </fieldset>
        )}
        <fieldset>
          <legend>Options</legend>
          <label className="check"><input type="checkbox" data-testid="ng-animations" checked={animations} onChange={(e) => setAnimations(e.target.checked)} /> Animations</label>
          <label className="check" title={CRASH.text}>
            <input type="checkbox" data-testid="ng-crash" checked={crash} onChange={(e) => setDraft({ crash: e.target.checked })} /> {CRASH.label} ({CRASH.rule}, optional)
          </label>
          <label className="check" title={MEASURE.text}>
            <input type="checkbox" data-testid="ng-measure" checked={!!measure} onChange={(e) => setDraft({ measure: e.target.checked })} /> {MEASURE.label} ({MEASURE.rule}: once you measure you must fire; off shows range and odds first, relaxing that rule)
          </label>
          <label className="check" title={REAL.text}>
            <input type="checkbox" data-testid="ng-real-dice" checked={!!draft.realDice} onChange={(e) => setDraft({ realDice: e.target.checked })} /> {REAL.label} (enter every roll from the table)
          </label>
          <label className="check" title={SECRET.text}>
            <input type="checkbox" data-testid="ng-secret-sheets" checked={!!draft.secretSheets} onChange={(e) => setDraft({ secretSheets: e.target.checked })} /> {SECRET.label} ({SECRET.rule}: others see only speed, speed factor and the model)
          </label>
          <SeedField value={seed} onChange={(v) => setDraft({ seed: v })} testId="ng-seed" />
        </fieldset>
        {!carsOk && <p className="field-error" data-testid="ng-start-why">Start is enabled once each player has a car that passes the checks above.</p>}
        <div className="row start-row">
          <button type="submit" className="primary" data-testid="ng-start" disabled={!seedGood || !carsOk || !namesOk || !seatsOk}>Start the game</button>
          <ImportButton label="Load a saved game" />
          <button type="button" data-testid="ng-garage" onClick={() => openGarage()}>Garage</button>
        </div>
      </form>
      <LearnToPlay />
      <HowToPlay />
    </div>
  );
}
