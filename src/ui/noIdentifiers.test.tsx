// @vitest-environment happy-dom
// No identifier reaches a player (issue 29: "rearWheels — splitTyre", "gameOne: Ann v Bob").
// Random games of every Dark Future scenario and of the road-gang game; at points along each,
// the panels a player reads are rendered (the banner, the decision, the record sheets, the log,
// the vehicles out of play) and every log line of the game is written; the saved-games list's and
// the share prompt's words too. All that text is scanned for camelCase words and vehicle or weapon
// ids. RANDOM_GAMES=n plays n games of each (the unit run plays one).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// The games of the house, as the app registers them (src/games/registry.ts).
import '../games/registry';
import { darkFuture, pending, rg, roadGang, type Command, type GameEvent, type GameSetup, type GameState } from '../engine';
import { VARIANTS } from '../sim/advancedSetups';
import { arenaSetup } from '../sim/arena';
import { playRandom } from '../sim/playout';
import { makeSave, useStore } from '../store';
import { DecisionPanel } from './DecisionPanel';
import { eventText } from './logText';
import { Log } from './Log';
import { OutOfPlayList } from './OutOfPlay';
import { PendingBanner } from './PendingBanner';
import { RecordSheets } from './RecordSheets';
import { Decision } from '../games/roadGang/ui/Decision';
import { GangCards } from '../games/roadGang/ui/GangCards';
import { mount, unmount } from './testing/mount';
import { resetStores } from './testing/stores';
import { scenarioTitle as gameTitle } from '../engine';
import { savedGameDetails, savedGameWords } from './words';

const GAMES = Number(process.env.RANDOM_GAMES ?? 1);
/** Enough of each game to meet most of what it can say; the game over comes when it comes. */
const CAP = 400;
/** Screens rendered a game: its start, its end and the thirds between (issue 31's eighth trim,
 *  docs/tests-moved.md: five fifths took 27 s of CPU for the file; every log line is still scanned). */
const SAMPLES = 3;
/** The road-gang game's screens: every 120th command (every 60th before the eighth trim). */
const RG_EVERY = 120;

/** camelCase words ('splitTyre', 'gameOne') and ids of vehicles or weapons ('car1.w2', 'lead.w1'). */
const IDENTIFIER = /\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[a-z][a-z0-9]*\.w\d+\b/g;

/** Each identifier found, with the sentence it was in (the first one of each kind). */
function leaks(where: string, text: string, found: Map<string, string>): void {
  for (const m of text.matchAll(IDENTIFIER)) {
    if (!found.has(m[0])) found.set(m[0], `"${m[0]}" in ${where}: …${text.slice(Math.max(0, m.index - 60), m.index + 60).replace(/\s+/g, " ")}…`);
  }
}

/** Everything on screen: the text, and the words a pointer or a screen reader gets. */
function shown(root: HTMLElement): string {
  // Text node by text node: textContent would run "car" and "Player" together into "carPlayer".
  const texts: string[] = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) texts.push(n.nodeValue ?? '');
  const attrs = [...root.querySelectorAll('[title], [aria-label]')].map((e) => `${e.getAttribute('title') ?? ''}\n${e.getAttribute('aria-label') ?? ''}`);
  return [...texts, ...attrs].join('\n');
}

const KINDS: { name: string; setup: (i: number) => GameSetup; steer?: (s: GameState, l: Command[]) => Command[] }[] = [
  ...['gameOne', 'gameTwo', 'gameThree', 'gameFour', 'gameFive'].map((id) => ({ name: id, setup: (i: number) => arenaSetup(id, i) })),
  ...VARIANTS.map((v) => ({ name: v.name, setup: () => v.setup, steer: v.steer })),
];

beforeEach(resetStores);
afterEach(unmount);

describe('no identifier reaches a player (issue 29)', () => {
  it('the scan finds the identifiers the issue saw, and no plain words', () => {
    const found = new Map<string, string>();
    leaks('t', 'Road Hog critical (rear): rearWheels — splitTyre. gameOne: Ann v Bob. car1.w2 jams. L-MG 6, the U-turn (p14), 4.2mm MG', found);
    expect([...found.keys()]).toEqual(['rearWheels', 'splitTyre', 'gameOne', 'car1.w2']);
  });

  it('says a scenario by its name on the share prompt and the saved-games list', () => {
    expect(gameTitle('gameOne')).toMatch(/^Game One — /);
    expect(gameTitle('custom')).toBe('A custom board');
    expect(savedGameDetails({ ruleset: 'darkFuture', scenario: 'gameSeven', players: ['Ann', 'Bob'], turn: 3 })).toEqual([gameTitle('gameSeven'), 'Ann, Bob', 'turn 3']);
    expect(gameTitle('gameSeven')).toMatch(/^Game Seven/);
  });

  for (const k of KINDS) {
    it(`${k.name}: log, banner, decision, record sheets, out of play, saved list, share prompt`, async () => {
      const found = new Map<string, string>();
      for (let seed = 1; seed <= GAMES; seed++) {
        const setup = k.setup(seed);
        const events: { e: GameEvent; s: GameState }[] = [];
        const p = playRandom(seed, { setup, steer: k.steer, maxCommands: CAP, onStep: (st) => st.events.forEach((e) => events.push({ e, s: st.after })) });
        for (const { e, s } of events) leaks('log', eventText(e, s, null), found);
        const points = [...new Set(Array.from({ length: SAMPLES + 1 }, (_, j) => Math.round((p.commands.length * j) / SAMPLES)))];
        for (const n of points) {
          expect(useStore.getState().importGame(makeSave(setup, seed, p.commands.slice(0, n)))).toBe(true);
          const game = useStore.getState().game!;
          const pd = pending(game);
          const root = await mount(
            <>
              <PendingBanner pending={pd} />
              <DecisionPanel pending={pd} />
              <RecordSheets active={pd.vehicle} />
              <OutOfPlayList />
              <Log />
            </>,
          );
          leaks(`after ${n} commands`, shown(root), found);
          leaks('saved games', savedGameWords(darkFuture, game, 'Ann v Bob').join(' · '), found);
          leaks('share prompt', gameTitle(game.scenario), found);
        }
      }
      expect([...found.values()]).toEqual([]);
    }, 120_000);
  }

  it('the road-gang game: log, decision, gang cards, saved list', async () => {
    const found = new Map<string, string>();
    for (let seed = 1; seed <= GAMES * 3; seed++) {
      const g = roadGang.newGame({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], options: { train: seed % 3 === 0, gyrocopter: seed % 2 === 0, roundLimit: 30 } }, seed);
      if (!g.ok) throw new Error(g.error.message);
      let s = g.value.state as rg.RgState;
      let r = seed * 7919;
      for (let i = 0; i < 3000 && !roadGang.result(s).over; i++) {
        const legal = roadGang.legalCommands(s);
        r = (r * 1103515245 + 12345) % 2 ** 31;
        const out = roadGang.apply(s, legal[r % legal.length]);
        if (!out.ok) throw new Error(out.error.message);
        for (const e of out.value.events) leaks('log', roadGang.describeEvent(e, out.value.state, null), found);
        s = out.value.state as rg.RgState;
        if (i % RG_EVERY === 0) {
          const root = await mount(<><Decision state={s} onCommand={() => {}} /><GangCards state={s} /></>);
          leaks(`decision ${i}`, shown(root), found);
          leaks('banner', roadGang.pending(s).why, found);
        }
      }
      leaks('result', roadGang.result(s).reason, found);
      leaks('saved games', savedGameWords(roadGang, s, 'Ann v Bob').join(' · '), found);
    }
    expect([...found.values()]).toEqual([]);
  }, 120_000);
});
