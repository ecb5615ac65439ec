// The road-gang game on screen, on the generic session (src/shell): the winding road, the
// decision with its odds, the index cards, and the shell's own dice tray, log, settings, replay
// controls and result — the same components Dark Future's screen uses.
// Also undo of what rolled no dice, the game file, and keeping a copy on the saved-games list.
import { useCallback, useState } from 'react';
import { rg } from '../../../engine';
import { RoadGangBoard } from '../board/RoadGangBoard';
import { playerCss } from '../board/colours';
import { DiceTray } from '../../../shell/DiceTray';
import { GameLog, type LogRow } from '../../../shell/GameLog';
import { REPLAY_SPEEDS, ReplayControls } from '../../../shell/ReplayControls';
import { SettingsDialog } from '../../../shell/SettingsDialog';
import { computerLevelToMove } from '../../../shell/computerSeats';
import { roadGang } from '../rules';
import { useSession } from '../../../shell/sessionStore';
import { SessionToolbar } from '../../../shell/SessionToolbar';
import { useSessionToolbar } from '../../../shell/useSessionToolbar';
import { Decision } from './Decision';
import { RoadGangResult } from './RoadGangResult';
import { RG_RULE_OPTIONS } from './ruleOptions';
import { useSessionReplay } from '../../../shell/useSessionReplay';
import { ThinkingStatus } from '../../../shell/ThinkingStatus';
import { useSlowThinker } from '../../../shell/useThinking';
import { boardClicks } from './boardClicks';
import { GangCards } from './GangCards';
import './roadGang.css';

const UNITS = [{ unit: 'decision', label: 'Decision' }, { unit: 'round', label: 'Round' }];

/** The replay steps by round (a stable function, so the hook's memo holds). */
const ROUND_OF = (s: rg.RgState): number => s.round;

export function RoadGangScreen() {
  const session = useSession((s) => s.session)!;
  const play = useSession((s) => s.play);
  const quit = useSession((s) => s.quit);
  const problem = useSession((s) => s.problem);
  const saveProblem = useSession((s) => s.saveProblem?.message ?? null);
  const toolbar = useSessionToolbar('road-gang');
  const seats = useSession((s) => s.seats);
  const thinking = useSlowThinker(roadGang.id);
  const [settings, setSettings] = useState(false);
  const watch = useSessionReplay<rg.RgState>(session, ROUND_OF);
  const replay = watch.replay;
  const state = watch.state;
  const p = rg.rgPending(state);
  const over = state.flow.kind === 'over';
  // Watching: the log and the tray stop at the position shown.
  const shownAt = replay ? replay.at : session.commands.length;
  const upTo = replay ? session.log.findIndex((l) => l.at > shownAt) : -1;
  const log = upTo < 0 ? session.log : session.log.slice(0, upTo);
  const roundAfter = (at: number) => (at >= session.commands.length ? (session.state as rg.RgState) : (session.before.at(at) as rg.RgState)).round;
  const rows = useCallback(
    (start: number, end: number): LogRow[] =>
      log.slice(start, end).map((l, i) => {
        const round = roundAfter(l.at);
        return { index: start + i, text: l.text, dice: l.dice, rule: l.rule, group: { key: `r${round}`, title: round > 0 ? `Round ${round}` : 'Set-up' } };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- roundAfter reads only `session`
    [log, session],
  );
  const decider = state.players.find((x) => x.id === p.player);
  // A computer seat decides on its own (computerSeats.ts): no cover, no buttons, a line saying so.
  const computer = !replay && computerLevelToMove(roadGang, session, seats) !== null;
  // No pass-the-device cover: a cover is for a private choice, and nothing this game asks is
  // private (every vehicle, counter and die is on the table for both gangs). A cover before every
  // other vehicle only got in the way (issue 29).
  const active = state.flow.kind === 'turn' ? state.flow.vehicle : p.vehicle;
  const clicks = boardClicks(replay ? [] : rg.rgLegalCommands(state), play);
  const last = log.filter((l) => l.at === shownAt && l.dice.length > 0);
  return (
    <div data-testid="rg-game" data-pending={p.kind} data-commands={session.commands.length}>
    <div className="game-screen rg-screen" data-testid="rg-screen">
      <header className="app-header rg-header">
        <strong>Road gangs</strong>
        <span data-testid="rg-round" title={state.options.roundLimit === null ? 'No round limit, as the text' : `At the end of round ${state.options.roundLimit} the Fast Gang wins (the table's house rule)`}>Round {state.round}{state.options.roundLimit !== null && ` of ${state.options.roundLimit}`}</span>
        <span className="rg-gangs">
          {state.players.map((x, i) => (
            <span key={x.id} style={{ color: playerCss(i) }}>{x.name}: {rg.gangWord(state, x.id)}</span>
          ))}
        </span>
        <SessionToolbar id="rg" watching={!!replay} over={over} openReplay={watch.open} openSettings={() => setSettings(true)} {...toolbar} />
      </header>
      {saveProblem && <p className="save-banner" role="alert" data-testid="rg-save-problem">{saveProblem}</p>}
      <div className="game-body">
        <div className="rg-board-area">
          <RoadGangBoard state={state} active={active} {...clicks} />
        </div>
        <aside className="side-panel rg-side" aria-label="Decision, vehicles and log">
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
          {!replay && <RoadGangResult state={state} onNew={quit} onReplay={watch.open} />}
          {problem && <p className="field-error" role="alert">{problem.message} ({problem.code})</p>}
          {computer && decider && <p className="rg-computer" role="status" data-testid="rg-computer-thinking">The computer drives for {decider.name}…</p>}
          <ThinkingStatus name={thinking === decider?.id ? decider?.name : null} />
          {!replay && !computer && <Decision state={state} onCommand={(c) => play(c)} />}
          <DiceTray lines={last} tumble={!replay} rollKey={session.commands.length} />
          <GangCards state={state} active={active} />
          <GameLog count={log.length} rows={rows} />
        </aside>
      </div>
    </div>
    <SettingsDialog open={settings} onClose={() => setSettings(false)} ruleOptions={RG_RULE_OPTIONS} ruleValues={state.options} />
    </div>
  );
}
