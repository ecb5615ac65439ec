// Whose decision it is, why, and every choice the engine offers, each with the engine's odds
// (rgPreview): the chance in figures where a die decides, and in words either way, so no choice
// is shown without its odds or the reason there are none. Its heading and buttons are Dark
// Future's (panels.css: decision-heading, action-button), so both games' tables look alike.
import { rg } from '../../../engine';
import { DieFace } from '../../../shell/DieFace';
import { CrewTransfer, groupTransfers } from './CrewTransfer';

/**
 * What a chance is the chance of, said with it (issue 29: "Ride 4 forward 28%" said nothing of
 * what 28% was): the engine's preview gives one figure per command, and the command says what the
 * figure is for.
 */
export function chanceWords(c: rg.RgCommand, chance: number): string {
  const pct = `${Math.round(chance * 100)}%`;
  switch (c.type) {
    case 'move': return `${pct} to get past every counter on the way`;
    case 'fire': return `${pct} to hit`;
    case 'attack': return `${pct} to win`;
    case 'avoid': return c.avoid ? `${pct} to avoid it` : `${pct} to win`;
    default: return `${pct} chance`;
  }
}

/**
 * A choice's detail without what the decision's own words already said (issue 29: the engine's
 * reason for its Slow Gang suggestion was said in the decision and again under its button): a
 * sentence goes when what it says after its colon is in `said`.
 */
export function notSaidYet(detail: string, said: string): string {
  return detail
    .split(/(?<=\.)\s+/)
    .filter((x) => {
      const body = x.slice(x.lastIndexOf(': ') + 1).trim().replace(/\.$/, '');
      return body.length < 12 || !said.includes(body);
    })
    .join(' ');
}

function Odds({ cmd, odds, said }: { cmd: rg.RgCommand; odds: rg.RgOdds; said: string }) {
  return (
    <>
      {odds.chance !== null && <span className="rg-odds" data-testid="rg-odds">{chanceWords(cmd, odds.chance)}</span>}
      <span className={`action-detail rg-why${odds.chance === null ? ' rg-odds-none' : ''}`}>{notSaidYet(odds.text, said)}</span>
    </>
  );
}

export function Decision({ state, onCommand }: { state: rg.RgState; onCommand: (c: rg.RgCommand) => void }) {
  const p = rg.rgPending(state);
  const legal = rg.rgLegalCommands(state);
  const who = state.players.find((x) => x.id === p.player)?.name;
  const f = state.flow;
  // Placing offers a hundred segments: the board takes the click, the list keeps the keyboard.
  const listed = p.kind === 'place' ? [] : legal;
  const placing = legal.find((c) => c.type === 'place');
  return (
    <section className="rg-decision" aria-live="polite">
      <h2 className="decision-heading">{p.kind === 'over' ? 'Game over' : `${who}: ${p.kind === 'hth' ? 'hand-to-hand' : p.kind === 'slowGang' ? 'the Slow Gang (the players choose)' : p.kind}`}</h2>
      <p>{p.why} <span className="rg-rule">({p.rule})</span></p>
      {f.kind === 'turn' && f.phase === 'move' && (
        <p className="rg-roll">Rolled {f.rollDice.map((d, i) => <DieFace key={i} value={d} size={24} />)} = {f.roll}</p>
      )}
      {p.kind === 'place' && (
        <form className="rg-place" onSubmit={(e) => {
          e.preventDefault();
          const n = Number(new FormData(e.currentTarget).get('segment'));
          const c = legal.find((x) => x.type === 'place' && x.segment === n);
          if (c) onCommand(c);
        }}>
          <label>Segment for {state.vehicles.find((v) => v.id === p.vehicle)?.name} <input name="segment" type="number" min={1} max={rg.ROAD_LENGTH} defaultValue={50} /></label>
          <button type="submit">Place</button>
          <span className="rg-why"> or tap a segment on the road.</span>
          {placing && <span className="rg-why rg-odds-none">{rg.rgPreview(state, placing).text}</span>}
        </form>
      )}
      <div className="rg-choices">
        {groupTransfers(listed).map((c, i) => Array.isArray(c) ? (
          <CrewTransfer key={`${p.vehicle}`} state={state} choices={c} onCommand={onCommand} />
        ) : (
          <button key={i} type="button" className="action-button" onClick={() => onCommand(c)}>
            <span className="action-text">
              <span className="action-label">{rg.rgDescribeCommand(state, c)}</span>
              <Odds cmd={c} odds={rg.rgPreview(state, c)} said={p.why} />
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
