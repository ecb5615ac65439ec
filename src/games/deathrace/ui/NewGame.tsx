// Deathrace 40,000's new-game form: two to four players, each player's team from the stock (two
// vehicles within the budget), the track, the laps, a seed, the pass-the-device cover, and every
// house rule we chose where the seed is silent, with the sentence it completes. The rules' set-up
// door (DrSetupSchema, newDeathrace) judges what is sent; a refusal is shown by the session.
import { useState, type FormEvent } from 'react';
import { loadedRules, type NewGameFormProps } from '../../../shell/games';
import { useSession } from '../../../shell/sessionStore';
import { ImportButton } from '../../../ui/ImportButton';
import { useOnlinePlaces } from '../../../ui/seatsOnline';
import { LAPS_DEFAULT, LAPS_MAX, MODULES, RACES, RACE_IDS, READINGS, STOCK, TEAM_BUDGET, TRACKS, deathrace, stockOf, type DrRace, type StockId, type TrackId } from '../rules';
import { DEFAULT_TEAMS } from '../rules/data';
import { playerCss } from '../board/colours';

const NONE = '';

const stockWords = (id: StockId): string => {
  const s = stockOf(id);
  return `${s.name} (${s.drive}, M${s.move}" S${s.skill} B${s.ballistics} R${s.reflex} save ${s.armour}+; ${s.modules.map((m) => MODULES[m].name.toLowerCase()).join(', ')}; ${s.cost} pts)`;
};

export function DeathraceNewGame(props: Partial<NewGameFormProps>) {
  const storeStart = useSession((s) => s.start);
  const loadText = useSession((s) => s.loadText);
  const problem = useSession((s) => s.problem);
  const cover = useSession((s) => s.cover);
  const setCover = useSession((s) => s.setCover);
  const [names, setNames] = useState(['Player 1', 'Player 2']);
  // Who drives each team: a person ('') or a level of the game's computer, when it has one.
  const levels = loadedRules(deathrace.id)?.computer?.levels ?? [];
  const [drivers, setDrivers] = useState(['', '']);
  // Online, a person's team is played here or by a link (issue 32).
  const places = useOnlinePlaces(deathrace.id, !!props.online, '');
  const driverChoices = places.choices([{ value: '', label: 'a person' }, ...levels.map((l) => ({ value: l, label: `the computer (${l})` }))]);
  const [teams, setTeams] = useState<(StockId | typeof NONE)[][]>(DEFAULT_TEAMS.slice(0, 2).map((t) => [...t]));
  // Each team's crews' race (readings.ts `races`): Humans unless chosen.
  const [races, setRaces] = useState<DrRace[]>(['humans', 'humans']);
  const [track, setTrack] = useState<TrackId>('bowl');
  const [laps, setLaps] = useState(LAPS_DEFAULT);
  const [seed, setSeed] = useState('');
  const seedOk = seed.trim() === '' || /^\d{1,9}$/.test(seed.trim());
  const clean = names.map((n) => n.trim());
  const namesOk = clean.every((n) => n.length >= 1 && n.length <= 40) && new Set(clean.map((n) => n.toLowerCase())).size === clean.length;
  const costs = teams.map((t) => t.reduce((n, id) => n + (id ? stockOf(id).cost : 0), 0));
  const teamsOk = teams.every((t) => t.some((id) => id !== NONE)) && costs.every((c) => c <= TEAM_BUDGET);
  const ok = seedOk && namesOk && teamsOk;

  const addPlayer = () => {
    const k = names.length;
    setNames([...names, `Player ${k + 1}`]);
    setTeams([...teams, [...DEFAULT_TEAMS[k % DEFAULT_TEAMS.length]]]);
    setDrivers([...drivers, '']);
    setRaces([...races, 'humans']);
  };
  const removePlayer = (i: number) => {
    setNames(names.filter((_, k) => k !== i));
    setTeams(teams.filter((_, k) => k !== i));
    setDrivers(drivers.filter((_, k) => k !== i));
    setRaces(races.filter((_, k) => k !== i));
    places.remove(names.map((_, k) => `p${k + 1}`), i);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ok) return;
    const s = seed.trim() === '' ? Math.floor(Math.random() * 2 ** 31) : Number(seed.trim());
    const players = clean.map((name, i) => ({ id: `p${i + 1}`, name }));
    const setup = {
      ruleset: deathrace.id,
      players,
      teams: players.map((p, i) => ({ player: p.id, vehicles: teams[i].filter((id): id is StockId => id !== NONE), race: races[i] ?? 'humans' })),
      options: { track, laps },
    };
    const seats = Object.fromEntries(drivers.flatMap((d, i) => (d ? [[players[i].id, d]] : [])));
    if (props.start) props.start(setup, s, places.seats(seats, players.map((p) => p.id)));
    else storeStart(deathrace.id, setup, s, seats);
  };
  return (
    <div className="new-game">
      <form className="new-game-form dr-new-game" onSubmit={submit} data-testid="dr-new-game" aria-labelledby="dr-title">
        <h1 id="dr-title" className="title">Deathrace 40,000</h1>
        <p className="muted">Two to four teams of two vehicles race round a walled track measured in inches: laps through the checkpoints in order, ramps to jump, plates that arm the guns, a pit to mend. Points decide.</p>
        {problem && <p className="field-error" role="alert" data-testid="dr-problem">{problem.message} ({problem.code})</p>}
        <fieldset>
          <legend>Players and their teams</legend>
          {names.map((n, i) => (
            <div key={i} className="dr-seat" data-testid={`dr-seat-${i + 1}`} style={{ borderLeftColor: playerCss(i) }}>
              <label>
                Player {i + 1}
                <input data-testid={`dr-name-${i + 1}`} value={n} maxLength={40} onChange={(e) => setNames(names.map((x, k) => (k === i ? e.target.value : x)))} />
              </label>
              {driverChoices.length > 1 && (
                <select aria-label={`Who drives for player ${i + 1}`} data-testid={`dr-driver-${i + 1}`} value={places.shown(`p${i + 1}`, drivers[i] ?? '')} onChange={(e) => places.pick(`p${i + 1}`, e.target.value, (d) => setDrivers(drivers.map((x, k) => (k === i ? d : x))))}>
                  {driverChoices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
                </select>
              )}
              {[0, 1].map((slot) => (
                <label key={slot}>
                  Vehicle {slot + 1}
                  <select data-testid={`dr-team-${i + 1}-${slot + 1}`} value={teams[i][slot] ?? NONE} onChange={(e) => setTeams(teams.map((t, k) => (k === i ? t.map((x, s) => (s === slot ? (e.target.value as StockId) : x)) : t)))}>
                    {slot === 1 && <option value={NONE}>none (a team of one)</option>}
                    {STOCK.map((s) => <option key={s.id} value={s.id}>{stockWords(s.id)}</option>)}
                  </select>
                </label>
              ))}
              <label>
                Crew race
                <select data-testid={`dr-race-${i + 1}`} value={races[i] ?? 'humans'} onChange={(e) => setRaces(races.map((x, k) => (k === i ? (e.target.value as DrRace) : x)))}>
                  {RACE_IDS.map((r) => {
                    const x = RACES[r];
                    return <option key={r} value={r}>{`${x.name} (M${x.move}" WS${x.ws} S${x.str} T${x.t} A${x.a} W${x.w})`}</option>;
                  })}
                </select>
              </label>
              <p className={costs[i] > TEAM_BUDGET ? 'field-error' : 'muted'} data-testid={`dr-cost-${i + 1}`}>Team cost {costs[i]} of {TEAM_BUDGET}</p>
              {names.length > 2 && <button type="button" className="small" data-testid={`dr-remove-${i + 1}`} onClick={() => removePlayer(i)}>Remove player {i + 1}</button>}
            </div>
          ))}
          {names.length < 4 && <button type="button" data-testid="dr-add-player" onClick={addPlayer}>Add a player</button>}
          {!namesOk && <p className="field-error" role="alert">Each player needs a name of 1 to 40 characters, every name different.</p>}
          {!teamsOk && <p className="field-error" role="alert">Each team needs a vehicle and may cost at most {TEAM_BUDGET}.</p>}
        </fieldset>
        <fieldset>
          <legend>The race</legend>
          <label>
            Track
            <select data-testid="dr-track" value={track} onChange={(e) => setTrack(e.target.value as TrackId)}>
              {TRACKS.map((t) => <option key={t.id} value={t.id}>{t.name} ({t.width}" x {t.height}")</option>)}
            </select>
          </label>
          <label>
            Laps (the race ends at the end of the round a vehicle completes them)
            <input data-testid="dr-laps" type="number" min={1} max={LAPS_MAX} step={1} value={laps} onChange={(e) => setLaps(Math.max(1, Math.min(LAPS_MAX, Math.round(Number(e.target.value) || 1))))} />
          </label>
          <label className="check"><input type="checkbox" data-testid="dr-cover" checked={cover} onChange={(e) => setCover(e.target.checked)} /> Cover the screen when the device passes to another player</label>
          <label>
            Seed (optional, to replay the same dice)
            <input data-testid="dr-seed" inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value)} aria-invalid={!seedOk} placeholder="random" />
          </label>
          {!seedOk && <p className="field-error" role="alert">The seed is a whole number of up to 9 digits.</p>}
        </fieldset>
        <details className="dr-readings" data-testid="dr-readings">
          <summary>House rules for what the seed leaves out ({READINGS.length})</summary>
          <ol>
            {READINGS.map((r) => (
              <li key={r.id} data-testid={`dr-reading-${r.id}`}>
                <p>{r.reading}</p>
                <p className="muted">Completes: “{r.completes}”</p>
              </li>
            ))}
          </ol>
        </details>
        <div className="row start-row">
          <button type="submit" className="primary" data-testid="dr-start" disabled={!ok}>Start the race</button>
          <ImportButton label="Load a game file" testId="dr-load" onText={(text) => loadText(text, { only: deathrace.id, came: 'import' })} />
        </div>
      </form>
    </div>
  );
}
