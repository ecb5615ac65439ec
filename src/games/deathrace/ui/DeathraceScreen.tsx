// Deathrace 40,000 on screen, on the generic session (src/shell), as the road-gang game is: the
// track to scale with the ghost of the move being planned (or the ruler of the shot being aimed),
// the decision with its steppers and the rules' verdict, the vehicles' cards, and the shell's
// dice tray, log, pass-the-device cover, settings, replay controls and result. Also undo of what
// rolled no dice, the game file, and keeping a copy on the saved-games list.
import { useCallback, useMemo, useState } from 'react';
import type { Pt } from '../../../engine';
import { DiceTray } from '../../../shell/DiceTray';
import { GameLog, type LogRow } from '../../../shell/GameLog';
import { PassCover } from '../../../shell/PassCover';
import { REPLAY_SPEEDS, ReplayControls } from '../../../shell/ReplayControls';
import { SettingsDialog } from '../../../shell/SettingsDialog';
import { computerLevelToMove } from '../../../shell/computerSeats';
import { useSession } from '../../../shell/sessionStore';
import { SessionToolbar } from '../../../shell/SessionToolbar';
import { useSessionToolbar } from '../../../shell/useSessionToolbar';
import { DeathraceBoard } from '../board/DeathraceBoard';
import { playerCss } from '../board/colours';
import { deathrace, trackOf, type DrEvent, type DrState } from '../rules';
import { dist, headingTo } from '../rules/table';
import { DeathraceResult } from './DeathraceResult';
import { Decision } from './Decision';
import { useSessionReplay } from '../../../shell/useSessionReplay';
import { ThinkingStatus } from '../../../shell/ThinkingStatus';
import { useSlowThinker } from '../../../shell/useThinking';
import { usePlan } from './usePlan';
import { trailOf } from './plan';
import { VehicleCards } from './VehicleCards';

const UNITS = [{ unit: 'decision', label: 'Decision' }, { unit: 'round', label: 'Round' }];
/** A signed turn in whole degrees, -180 to 180. */
const signed = (a: number): number => ((((a % 360) + 540) % 360) - 180);

/** The replay steps by round (a stable function, so the hook's memo holds). */
const ROUND_OF = (s: DrState): number => s.round;

export function DeathraceScreen() {
  const session = useSession((s) => s.session)!;
  const play = useSession((s) => s.play);
  const quit = useSession((s) => s.quit);
  const toolbar = useSessionToolbar('deathrace');
  const problem = useSession((s) => s.problem);
  const saveProblem = useSession((s) => s.saveProblem?.message ?? null);
  const cover = useSession((s) => s.cover);
  const holder = useSession((s) => s.holder);
  const take = useSession((s) => s.take);
  const setCover = useSession((s) => s.setCover);
  const seats = useSession((s) => s.seats);
  // The dice tumble as they are rolled when the table's setting says so (never with the system's reduced motion: TumblingDie).
  const tumble = useSession((s) => s.tumble);
  const setTumble = useSession((s) => s.setTumble);
  const thinking = useSlowThinker(deathrace.id);
  const [settings, setSettings] = useState(false);
  const watch = useSessionReplay<DrState>(session, ROUND_OF);
  const replay = watch.replay;
  const state: DrState = watch.state;
  const p = deathrace.pending(state);
  const over = state.flow.kind === 'over';
  // A computer seat decides on its own (src/shell/computerSeats.ts): no cover, no decision, a line saying so.
  const computer = !replay && computerLevelToMove(deathrace, session, seats) !== null;
  const plan = usePlan(state, !replay && !over && !computer);
  const shownAt = replay ? replay.at : session.commands.length;
  const upTo = replay ? session.log.findIndex((l) => l.at > shownAt) : -1;
  const log = upTo < 0 ? session.log : session.log.slice(0, upTo);
  const roundAfter = (at: number) => (at >= session.commands.length ? (session.state as DrState) : (session.before.at(at) as DrState)).round;
  const rows = useCallback(
    (start: number, end: number): LogRow[] =>
      log.slice(start, end).map((l, i) => {
        const round = roundAfter(l.at);
        return { index: start + i, text: l.text, dice: l.dice, rule: l.rule, group: { key: `r${round}`, title: round > 0 ? `Round ${round}` : 'Set-up' } };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- roundAfter reads only `session`
    [log, session],
  );
  // The last vehicle's turn so far, as a trail: its commands' events again (apply is pure, and its
  // dice are the state's own), so the table shows the path just driven even after the turn ended.
  const trail = useMemo(() => {
    const vehicleOf = (k: number) => (session.commands.at(k) as { vehicle?: string } | undefined)?.vehicle;
    const last = shownAt > 0 ? vehicleOf(shownAt - 1) : undefined;
    const events: DrEvent[] = [];
    for (let k = shownAt - 1; k >= 0 && k >= shownAt - 8 && vehicleOf(k) === last; k--) {
      const r = deathrace.apply(session.before.at(k) as DrState, session.commands.at(k));
      if (r.ok) events.unshift(...r.value.events);
    }
    return events.length ? trailOf(events) : null;
  }, [session, shownAt]);
  const decider = state.players.find((x) => x.id === p.player);
  // Nothing on this table is hidden: the cover is laid over it rather than replacing it, so the
  // board keeps its canvas.
  const covered = cover && !over && !replay && !computer && decider && holder !== decider.id;
  const active = p.vehicle;
  const me = state.vehicles.find((v) => v.id === active);
  const last = log.filter((l) => l.at === shownAt && l.dice.length > 0);
  const track = trackOf(state.options.track);
  // A tap on the track aims the planned move there: turn toward it, drive up to it.
  const onPoint = (pt: Pt) => {
    const a = plan.actions[plan.chosen];
    if (!me || !a || a.kind !== 'move' || state.flow.kind !== 'turn') return;
    const turn = Math.round(signed(headingTo(me, pt) - me.heading) / 5) * 5;
    plan.setAll({ turn, run: Math.min(state.flow.left, Math.round(dist(me, pt) * 2) / 2), turn2: 0, run2: 0 });
  };
  const confirm = (c: Record<string, unknown>) => {
    play(c);
  };
  return (
    <div data-testid="dr-game" data-pending={p.kind} data-commands={session.commands.length}>
      {covered && <PassCover name={decider.name} mode="turn" shows="decision" why={`It is ${decider.name}'s turn with ${me?.name ?? 'a vehicle'}.`} onTake={() => take(decider.id)} />}
      <div className="game-screen dr-screen" data-testid="dr-screen" aria-hidden={covered ? true : undefined}>
        <header className="app-header dr-header">
          <strong className="dr-title">Deathrace 40,000</strong>
          <span data-testid="dr-round" title={`The race ends at the end of the round a vehicle completes ${state.options.laps} laps, or after round ${state.options.turnLimit}`}>Round {state.round} · {track.name} · {state.options.laps} laps</span>
          <span className="dr-points" data-testid="dr-points">
            {state.players.map((x, i) => (
              <span key={x.id} style={{ color: playerCss(i) }}>{x.name} {state.points[x.id] ?? 0}</span>
            ))}
          </span>
          <SessionToolbar id="dr" watching={!!replay} over={over} openReplay={watch.open} openSettings={() => setSettings(true)} {...toolbar} />
        </header>
        {saveProblem && <p className="save-banner" role="alert" data-testid="dr-save-problem">{saveProblem}</p>}
        <div className="game-body">
          <div className="dr-board-area" style={{ '--dr-aspect': String((track.height + 3) / (track.width + 3)) } as React.CSSProperties}>
            <DeathraceBoard state={state} active={over ? null : active} ghost={replay ? null : plan.ghost} ghostOk={plan.validation?.ok === true} ruler={replay ? null : plan.ruler} trail={trail} onPoint={replay ? undefined : onPoint} />
          </div>
          <aside className="side-panel dr-side" aria-label="Decision, vehicles and log">
            {replay && (
              <ReplayControls
                position={<>Decision <b>{replay.at}</b> of {session.commands.length} · round {state.round}</>}
                positionKey={String(replay.at)}
                atEnd={replay.at >= session.commands.length}
                units={UNITS}
                onMove={watch.move}
                playing={replay.playing}
                onPlaying={watch.setPlaying}
                speed={replay.speed}
                speeds={REPLAY_SPEEDS}
                onSpeed={watch.setSpeed}
                jump={{ label: 'Round', value: state.round, options: watch.rounds, onJump: watch.jump }}
                closeLabel={over ? 'Close the replay' : 'Back to the game'}
                onClose={watch.close}
              />
            )}
            {!replay && <DeathraceResult state={state} onNew={quit} onReplay={watch.open} />}
            {problem && <p className="field-error" role="alert" data-testid="dr-refusal">{problem.message} ({problem.code})</p>}
            {computer && decider && <p className="dr-computer" role="status" data-testid="dr-computer-thinking">The computer drives for {decider.name}…</p>}
            <ThinkingStatus name={thinking === decider?.id ? decider?.name : null} />
            {!replay && !over && !computer && <Decision state={state} plan={plan} onConfirm={confirm} />}
            <DiceTray lines={last} tumble={tumble && !replay} rollKey={shownAt} />
            <GameLog count={log.length} rows={rows} />
            <VehicleCards state={state} active={over ? null : active} />
          </aside>
        </div>
      </div>
      <SettingsDialog open={settings} onClose={() => setSettings(false)} ruleOptions={[]} ruleValues={state.options}>
        <label className="check"><input type="checkbox" data-testid="settings-cover" checked={cover} onChange={(e) => setCover(e.target.checked)} /> Cover the screen when the device passes to another player</label>
        <label className="check"><input type="checkbox" data-testid="settings-tumble" checked={tumble} onChange={(e) => setTumble(e.target.checked)} /> The dice tumble before they settle</label>
        <p className="muted">This race: {track.name}, {state.options.laps} laps, at most {state.options.turnLimit} rounds.</p>
      </SettingsDialog>
    </div>
  );
}
