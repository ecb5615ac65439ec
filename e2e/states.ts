// Saves that reach a moment worth photographing (a shot, a ram, a spin, a crash, the end), found
// by playing Game One with the real engine and a simple driver, sim-style: the same seed always
// gives the same game, so the states are reproducible without stored fixtures.
import { apply, legalCommands, newGame, pending, type Command, type GameEvent, type GameSetup } from '../src/engine';

const SETUP: GameSetup = { scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };

/** A driver that rams and shoots when it can and otherwise speeds up: the action comes to it. */
function choose(cmds: Command[], i: number): Command {
  const declare = (kind: string) => cmds.filter((c) => c.type === 'declare' && c.action.kind === kind);
  const fire = cmds.find((c) => c.type === 'fire');
  if (fire) return fire;
  for (const kind of ['ram', 'shoot']) {
    const xs = declare(kind);
    if (xs.length) return xs[i % xs.length];
  }
  const acc = declare('accelerate');
  if (acc.length && i % 3 !== 0) return acc[acc.length - 1];
  const drift = declare('drift');
  if (drift.length && i % 5 === 0) return drift[0];
  return cmds.find((c) => c.type === 'place' && c.lane === 3) ?? cmds[i % cmds.length];
}

/** The first save (from seed `from` on) whose last command's events satisfy `want`; the save text. */
export function findSave(want: (events: GameEvent[]) => boolean, from = 1, end = false): string {
  for (let seed = from; seed < from + 400; seed++) {
    const r = newGame(SETUP, seed);
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value;
    const commands: Command[] = [];
    for (let i = 0; i < 600 && pending(s).kind !== 'gameOver'; i++) {
      const cmd = choose(legalCommands(s), i);
      const a = apply(s, cmd);
      if (!a.ok) throw new Error(a.error.message);
      commands.push(cmd);
      s = a.value.state;
      if (want(a.value.events) && (!end || pending(s).kind === 'gameOver')) return JSON.stringify({ schema: 1, setup: SETUP, seed, commands });
    }
  }
  throw new Error('no game reached the wanted moment');
}

export const has = (type: GameEvent['type']) => (events: GameEvent[]) => events.some((e) => e.type === type);
export const hitShot = (events: GameEvent[]) => events.some((e) => e.type === 'shot' && e.hit) && events.some((e) => e.type === 'damage');

/** Road Hog behind its teammate Firebug, an Op further on: Firebug is the closest in the corridor (p22). */
export const OWN_SIDE_SAVE = JSON.stringify({
  schema: 1,
  seed: 1,
  commands: [],
  setup: {
    scenario: 'custom',
    players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }, { id: 'p3', name: 'Cy' }],
    track: { sections: [{ kind: 'straight' }, { kind: 'straight' }, { kind: 'straight' }], finish: false },
    vehicles: [
      { id: 'hog', name: 'Road Hog', kind: 'renegade', owner: 'p1', side: 'gang', driveSkill: 3, weapons: [{ type: 'machineGun', mount: 'hood' }], lane: 3, t0: 40, speed: 80 },
      { id: 'bug', name: 'Firebug', kind: 'renegade', owner: 'p2', side: 'gang', driveSkill: 3, weapons: [{ type: 'machineGun', mount: 'hood' }], lane: 3, t0: 100, speed: 30 },
      { id: 'op', name: 'Interceptor', kind: 'interceptor', owner: 'p3', side: 'op', driveSkill: 3, weapons: [{ type: 'machineGun', mount: 'hood' }], lane: 3, t0: 160, speed: 20 },
    ],
  },
});

