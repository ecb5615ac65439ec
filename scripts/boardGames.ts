// The games `npm run bench:board` plays in the browser, worked out here with the engine so the
// page only replays them through the store: a Game One opening, a crowded custom board (12 cars,
// 60 markers on the road) and a long game (3,000+ commands) for the cost of history.
import { apply, legalCommands, newGame, type Command, type GameEvent, type GameSetup, type GameState } from '../src/engine';
import { GAME_ONE_SETUP } from '../src/sim/playout';
import { picker } from '../src/sim/prng';
import { slowDriver, type Chooser } from '../src/sim/slowDriver';

export interface BoardGame {
  setup: GameSetup;
  seed: number;
  commands: Command[];
  /** The events of each command, so the bench can pick the ones that animate a move. */
  events: GameEvent[][];
  /** Markers on the road after each command. */
  markers: number[];
  state: GameState;
}

function play(setup: GameSetup, seed: number, choose: Chooser, until: (s: GameState, n: number) => boolean): BoardGame {
  const g = newGame(setup, seed);
  if (!g.ok) throw new Error(`bench setup rejected: ${g.error.code} ${g.error.message}`);
  let state = g.value;
  const commands: Command[] = [];
  const events: GameEvent[][] = [];
  const markers: number[] = [];
  while (state.flow.kind !== 'over' && !until(state, commands.length)) {
    const cmd = choose(state, legalCommands(state));
    const r = apply(state, cmd);
    if (!r.ok) throw new Error(`bench command ${commands.length} rejected: ${r.error.code} ${r.error.message}`);
    commands.push(cmd);
    events.push(r.value.events);
    state = r.value.state;
    markers.push(state.markers.length);
  }
  return { setup, seed, commands, events, markers, state };
}

/** Game One played by random legal commands (the sim's picker), `n` commands or to its end. */
export function gameOne(seed: number, n: number): BoardGame {
  const pick = picker(seed);
  return play(GAME_ONE_SETUP, seed, (_s, legal) => pick.pick(legal), (_s, i) => i >= n);
}

/**
 * 12 Interceptors on a long straight, each with an oil slick and a smoke layer: every vehicle a
 * design the garage could build (validateDesign), so newGame takes the set-up.
 */
export function crowdedSetup(): GameSetup {
  const vehicles: NonNullable<GameSetup['vehicles']> = [];
  let k = 0;
  for (const t0 of [200, 240, 280]) {
    for (const lane of [1, 3, 5, 7]) {
      k++;
      vehicles.push({
        id: `v${k}`, kind: 'interceptor', owner: k % 2 ? 'p1' : 'p2', side: k % 2 ? 'north' : 'south', driveSkill: 2, lane, t0, speed: 20, dummies: 4,
        // An Interceptor's two passives positions (p82) hold one layer each (p83).
        weapons: [{ type: 'oil', mount: 'passiveLeft' }, { type: 'smoke', mount: 'passiveRight' }],
      });
    }
  }
  return {
    scenario: 'custom',
    players: [{ id: 'p1', name: 'North' }, { id: 'p2', name: 'South' }],
    track: { sections: Array.from({ length: 10 }, () => ({ kind: 'straight' })), finish: false },
    vehicles,
  };
}

/**
 * The crowded board laying oil and smoke until `markers` counters lie on the road, then `extra`
 * more commands (layers left on go on laying: the count keeps growing).
 */
export function crowdedBoard(markers: number, extra: number): BoardGame {
  const laying = slowDriver(5, 20, true);
  const driving = slowDriver(5, 20, false);
  let reached = -1;
  return play(crowdedSetup(), 5, (s, legal) => (reached < 0 ? laying : driving)(s, legal), (s, i) => {
    if (reached < 0 && s.markers.length >= markers) reached = i;
    return reached >= 0 && i >= reached + extra;
  });
}

/** Game One where both drivers brake to a halt and wait: `n` commands of a game that never ends. */
export function longGame(n: number): BoardGame {
  return play(GAME_ONE_SETUP, 7, slowDriver(7, 0, false), (_s, i) => i >= n);
}

/** Does this command's events move a car on the board (so the board animates it)? */
export const animates = (events: GameEvent[]): boolean => events.some((e) => e.type === 'moved' || e.type === 'spin');
