// Whose decision it is, why, and every choice the engine offers, each with the engine's odds
// (rgPreview): the chance in figures where a die decides, and in words either way, so no choice
// is shown without its odds or the reason there are none.
import { rg } from '../../../engine';
import { DieFace } from '../../../shell/DieFace';

function Odds({ odds }: { odds: rg.RgOdds }) {
  return (
    <>
      {odds.chance !== null && <span className="rg-odds" data-testid="rg-odds"> {Math.round(odds.chance * 100)}%</span>}
      <span className={`rg-why${odds.chance === null ? ' rg-odds-none' : ''}`}>{odds.text}</span>
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
      <h2>{p.kind === 'over' ? 'Game over' : `${who}: ${p.kind === 'hth' ? 'hand-to-hand' : p.kind === 'slowGang' ? 'the Slow Gang (the players choose)' : p.kind}`}</h2>
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
        {listed.map((c, i) => (
          <button key={i} type="button" onClick={() => onCommand(c)}>
            {rg.rgDescribeCommand(state, c)}
            <Odds odds={rg.rgPreview(state, c)} />
          </button>
        ))}
      </div>
    </section>
  );
}
