// The road-gang game's new-game form: the two players' names and who drives each gang, the text's
// two variants, the round limit (none by default: the text has none) and a seed, in the form parts
// Dark Future's form uses (src/ui/FormParts.tsx; issue 29: one look). No pass-the-device choice:
// nothing this game asks is private, so its table never covers the screen. The engine's set-up
// door (RgSetupSchema) judges what is sent; the rest of the set-up (gangs, the players' choice of the Slow Gang with the engine's suggestion,
// placing, the train) is played on the game screen.
import type { NewGameFormProps } from '../../../shell/games';
import { useState, type FormEvent } from 'react';
import { rg, roadGang } from '../../../engine';
import { useSession } from '../../../shell/sessionStore';
import { ImportButton } from '../../../ui/ImportButton';
import { SeatRow, SeedField, seatChoices, seedOk } from '../../../ui/FormParts';
import { useOnlinePlaces } from '../../../ui/seatsOnline';
import { ROAD_GANG_LEVELS } from '../ai';
import { RG_ROUND_LIMIT_TEXT, RG_RULE_OPTIONS, roundLimitLabel } from './ruleOptions';

/** Who drives a gang: a person or a level of the game's computer (src/games/roadGang/ai). */
const RG_SEATS = seatChoices(ROAD_GANG_LEVELS);

export function RoadGangNewGame(props: Partial<NewGameFormProps>) {
  const sessionStart = useSession((s) => s.start);
  const loadText = useSession((s) => s.loadText);
  const problem = useSession((s) => s.problem);
  const [names, setNames] = useState(['Player 1', 'Player 2']);
  // Who drives each gang: a person or a level of the computer (RG_SEATS).
  const [drivers, setDrivers] = useState(['person', 'person']);
  // Online, a person's gang is played here or by a link (issue 32).
  const places = useOnlinePlaces(roadGang.id, !!props.online, 'person');
  const [options, setOptions] = useState<Pick<rg.RgOptions, 'train' | 'gyrocopter'>>({ train: false, gyrocopter: false });
  const [roundLimit, setRoundLimit] = useState<number | null>(null);
  const [seed, setSeed] = useState('');
  const clean = names.map((n) => n.trim());
  const namesOk = clean.every((n) => n.length >= 1 && n.length <= 40) && clean[0].toLowerCase() !== clean[1].toLowerCase();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!seedOk(seed) || !namesOk) return;
    const s = seed.trim() === '' ? Math.floor(Math.random() * 2 ** 31) : Number(seed.trim());
    // The limit is always sent, null for none: a set-up without it is an old save's (setup.ts optionsOf).
    const seats = Object.fromEntries(drivers.flatMap((d, i) => (d !== 'person' ? [[`p${i + 1}`, d]] : [])));
    const setup = { ruleset: roadGang.id, players: clean.map((name, i) => ({ id: `p${i + 1}`, name })), options: { ...options, roundLimit } };
    // The new-game screen's start: the session's, or a table on the game server when played online (issue 32).
    if (props.start) props.start(setup, s, places.seats(seats, setup.players.map((p) => p.id)));
    else sessionStart(roadGang.id, setup, s, seats);
  };
  return (
    <form className="new-game-form rg-new-game" onSubmit={submit} data-testid="rg-new-game" aria-labelledby="rg-title">
      <h2 id="rg-title" className="form-title">A new game of Road gangs</h2>
      <p className="muted">Two gangs of six rolled vehicles on a 100-segment road: the Slow Gang must get three home, the Fast Gang must stop them.</p>
      {problem && <p className="field-error" role="alert" data-testid="rg-problem">{problem.message} ({problem.code})</p>}
      <fieldset data-testid="rg-players">
        <legend>Players</legend>
        {names.map((n, i) => (
          <SeatRow
            key={i}
            index={i}
            name={n}
            onName={(v) => setNames(names.map((x, k) => (k === i ? v : x)))}
            seat={places.shown(`p${i + 1}`, drivers[i])}
            choices={places.choices(RG_SEATS)}
            onSeat={(v) => places.pick(`p${i + 1}`, v, (d) => setDrivers(drivers.map((x, k) => (k === i ? d : x))))}
            ids={{ row: `rg-seat-row-${i + 1}`, name: `rg-name-${i + 1}`, seat: `rg-seat-${i + 1}` }}
          />
        ))}
        {!namesOk && <p className="field-error" role="alert">Each player needs a name of 1 to 40 characters, the two names different.</p>}
      </fieldset>
      <fieldset>
        <legend>Options</legend>
        {RG_RULE_OPTIONS.map((o) => (
          <label key={o.key} className="check" title={o.text}>
            <input type="checkbox" data-testid={o.testId} checked={options[o.key]} onChange={(e) => setOptions({ ...options, [o.key]: e.target.checked })} /> {o.form}
          </label>
        ))}
        <label title={RG_ROUND_LIMIT_TEXT}>
          Round limit
          <select data-testid="rg-round-limit" value={roundLimit === null ? '' : String(roundLimit)} onChange={(e) => setRoundLimit(e.target.value === '' ? null : Number(e.target.value))}>
            {rg.ROUND_LIMITS.map((n) => <option key={String(n)} value={n === null ? '' : String(n)}>{roundLimitLabel(n)}</option>)}
          </select>
        </label>
        <p className="muted" data-testid="rg-round-limit-text">{RG_ROUND_LIMIT_TEXT}</p>
        <SeedField value={seed} onChange={setSeed} testId="rg-seed" />
      </fieldset>
      <div className="row start-row">
        <button type="submit" className="primary" data-testid="rg-start" disabled={!seedOk(seed) || !namesOk}>Start the game</button>
        <ImportButton label="Load a game file" testId="rg-load" onText={(text) => loadText(text, { only: roadGang.id, came: 'import' })} />
      </div>
    </form>
  );
}
