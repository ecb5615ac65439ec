// The road-gang game on screen, on the generic session (src/shell): the winding road, the
// decision with its odds, the dice tray, the index cards, the log, pass-the-device between the
// players, undo of what rolled no dice, the game file, and the result when the game is over.
import { useState } from 'react';
import { rg } from '../../engine';
import { RoadGangBoard } from '../../render/roadGang/RoadGangBoard';
import { playerCss } from '../../render/roadGang/colours';
import { DiceTray } from '../../shell/DiceTray';
import { GameLog } from '../../shell/GameLog';
import { PassCover } from '../../shell/PassCover';
import { mayUndo } from '../../shell/session';
import { sessionFileText, useSession } from '../../shell/sessionStore';
import { downloadText, stamp } from '../download';
import { Decision } from './Decision';
import { VehicleCard, cardDomId } from './VehicleCard';
import './roadGang.css';

function GameOver({ state, onNew }: { state: rg.RgState; onNew: () => void }) {
  if (state.flow.kind !== 'over') return null;
  const { winner, reason } = state.flow;
  const name = state.players.find((p) => p.id === winner)?.name ?? winner;
  const gang = winner === state.slowGang ? 'the Slow Gang' : 'the Fast Gang';
  const { home } = rg.slowGangCount(state);
  return (
    <section className="rg-over" role="status" data-testid="rg-over" aria-label="Game over">
      <h2>{name} wins, as {gang}</h2>
      <p>{reason[0].toUpperCase() + reason.slice(1)} (Victory). Slow Gang vehicles home: {home} of {rg.SLOW_GANG_NEEDS} needed; round {state.round}.</p>
      <button type="button" className="primary" data-testid="rg-new" onClick={onNew}>New game</button>
    </section>
  );
}

export function RoadGangScreen() {
  const session = useSession((s) => s.session)!;
  const play = useSession((s) => s.play);
  const undo = useSession((s) => s.undo);
  const quit = useSession((s) => s.quit);
  const problem = useSession((s) => s.problem);
  const saveProblem = useSession((s) => s.saveProblem);
  const cover = useSession((s) => s.cover);
  const holder = useSession((s) => s.holder);
  const take = useSession((s) => s.take);
  const [asking, setAsking] = useState(false);
  const state = session.state as rg.RgState;
  const p = rg.rgPending(state);
  const over = state.flow.kind === 'over';
  const decider = state.players.find((x) => x.id === p.player);
  // Nothing in this game is hidden, so the cover is laid over the table rather than replacing
  // it: the board keeps its canvas (a new WebGL context at every pass costs a second or more).
  const gang = decider && (decider.id === state.slowGang ? 'Slow Gang' : 'Fast Gang');
  const covered = cover && !over && decider && holder !== decider.id;
  const active = state.flow.kind === 'turn' ? state.flow.vehicle : p.vehicle;
  const legal = rg.rgLegalCommands(state);
  const placing = legal.filter((c): c is Extract<rg.RgCommand, { type: 'place' }> => c.type === 'place');
  const onSegment = (n: number) => {
    const c = placing.find((x) => x.segment === n);
    if (c) play(c);
  };
  // A vehicle tapped on the board: taken as the one to go when that is the choice, else its card is shown.
  const onVehicle = (id: string) => {
    const c = legal.find((x) => x.type === 'activate' && x.vehicle === id);
    if (c) play(c);
    else document.getElementById(cardDomId(id))?.scrollIntoView({ block: 'nearest' });
  };
  const last = session.log.filter((l) => l.at === session.commands.length);
  const download = () => downloadText(`road-gang-${stamp()}.json`, sessionFileText(session));
  return (
    <div data-testid="rg-game" data-pending={p.kind} data-commands={session.commands.length}>
    {covered && <PassCover name={decider.name} mode="turn" shows="decision" why={`It is ${decider.name}'s decision (the ${gang}).`} onTake={() => take(decider.id)} />}
    <div className="game-screen rg-screen" data-testid="rg-screen" aria-hidden={covered ? true : undefined}>
      <header className="app-header rg-header">
        <strong>Road gangs</strong>
        <span data-testid="rg-round">Round {state.round}</span>
        <span className="rg-gangs">
          {state.players.map((x, i) => (
            <span key={x.id} style={{ color: playerCss(i) }}>{x.name}: {x.id === state.slowGang ? 'Slow' : 'Fast'} Gang</span>
          ))}
        </span>
        <span className="rg-header-buttons">
          <button type="button" data-testid="rg-undo" disabled={!mayUndo(session)} title="Takes back the last choice if it rolled no dice" onClick={undo}>Undo</button>
          <button type="button" data-testid="rg-download" onClick={download}>Game file</button>
          {asking ? (
            <span className="confirm" role="group" aria-label="Leave this game?">
              <button type="button" className="danger" data-testid="rg-quit-yes" onClick={quit}>Leave the game</button>
              <button type="button" onClick={() => setAsking(false)}>Keep playing</button>
            </span>
          ) : (
            <button type="button" data-testid="rg-quit" onClick={() => (over ? quit() : setAsking(true))}>New game</button>
          )}
        </span>
      </header>
      {saveProblem && <p className="save-banner" role="alert" data-testid="rg-save-problem">{saveProblem}</p>}
      <div className="game-body">
        <div className="rg-board-area">
          <RoadGangBoard state={state} active={active} choosable={placing.map((c) => c.segment)} onSegment={onSegment} onVehicle={onVehicle} />
        </div>
        <aside className="side-panel rg-side" aria-label="Decision, vehicles and log">
          <GameOver state={state} onNew={quit} />
          {problem && <p className="field-error" role="alert">{problem.message} ({problem.code})</p>}
          <Decision state={state} onCommand={(c) => play(c)} />
          <DiceTray lines={last} />
          {state.players.map((x) => (
            <section key={x.id} className="rg-gang" aria-label={`${x.name}'s vehicles`}>
              <h3 className="panel-title">{x.name}&apos;s vehicles ({x.id === state.slowGang ? 'Slow' : 'Fast'} Gang)</h3>
              <div className="rg-cards">
                {state.vehicles.filter((v) => (v.owner ?? v.gang) === x.id).map((v) => <VehicleCard key={v.id} state={state} vehicle={v} deciding={v.id === active} />)}
              </div>
            </section>
          ))}
          <GameLog lines={session.log} />
        </aside>
      </div>
    </div>
    </div>
  );
}
