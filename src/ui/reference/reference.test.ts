// The rules reference covers every page the engine cites (issue 10): the page literals in the
// engine's source and the `rule` of every event of random games (cars, curves, designs, bikes).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_TABLE_IDS, ruleTable, type Rule } from '../../engine';
import { playRandom, GAME_ONE_SETUP } from '../../sim/playout';
import { curvedSetup } from '../../sim/curvedSetups';
import { gameFourSetup, GAME_THREE_SETUP } from '../../sim/designs';
import { coversPage, findEntry, RULE_ENTRIES, RULE_GROUPS, searchEntries } from './entries';
import { tableWords } from './RuleTableView';
// Deep imports, in this test only: the constants the entries' words must agree with.
import { INCREMENT, MIN_BRAKING } from '../../engine/data/vehicles';
import { PANIC_BRAKE_STEP } from '../../engine/data/tables';
import { COAST_LOSS } from '../../engine/resolve/conditions';
import { PASSIVE } from '../../engine/resolve/passives';
import { HELPLESS_CONTROL_LOSS_MODIFIER } from '../../engine/resolve/controlLoss';
import { MAX_COUNTED_RANGE } from '../../engine/resolve/shooting';

const ENGINE = join(__dirname, '../../engine');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    // The road-gang ruleset cites its own book's pages: this reference is Dark Future's.
    if (statSync(p).isDirectory()) return f === 'roadGang' ? [] : sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.includes('testkit') ? [p] : [];
  });
}

/** Every 'p38' and `rule: 'p38'` the engine's code writes (comments included: they cite rules too). */
function citedInSource(): Set<string> {
  const out = new Set<string>();
  for (const f of sources(ENGINE)) for (const m of readFileSync(f, 'utf8').matchAll(/['"`]p(\d{1,2})['"`]/g)) out.add(`p${m[1]}`);
  return out;
}

function citedInPlay(): Set<string> {
  const out = new Set<string>();
  const setups = [GAME_ONE_SETUP, GAME_THREE_SETUP, curvedSetup(1), curvedSetup(2), gameFourSetup(0), gameFourSetup(3)];
  setups.forEach((setup, i) => {
    for (let seed = 1; seed <= 2; seed++) {
      playRandom(seed * 31 + i, { setup, maxCommands: 200, onStep: (st) => st.events.forEach((e) => out.add(e.rule)) });
    }
  });
  return out;
}

describe('rules reference coverage (issue 10)', () => {
  it('has an entry for every page the engine source cites', () => {
    const cited = [...citedInSource()];
    expect(cited.length).toBeGreaterThan(30);
    expect(cited.filter((p) => !coversPage(p as Rule))).toEqual([]);
  });

  it('has an entry for every rule the events of random games carry', () => {
    const cited = [...citedInPlay()];
    expect(cited.length).toBeGreaterThan(15);
    expect(cited.filter((p) => !coversPage(p as Rule))).toEqual([]);
  });

  it('groups entries as the book does, every group used, ids unique', () => {
    expect(new Set(RULE_ENTRIES.map((e) => e.id)).size).toBe(RULE_ENTRIES.length);
    for (const g of RULE_GROUPS) expect(RULE_ENTRIES.some((e) => e.group === g)).toBe(true);
    for (const e of RULE_ENTRIES) {
      expect(e.pages.length).toBeGreaterThan(0);
      expect(e.text.join(' ').length).toBeGreaterThan(40);
    }
  });

  it('shows every rule table of the engine in some entry', () => {
    const used = new Set(RULE_ENTRIES.flatMap((e) => e.tables ?? []));
    expect(RULE_TABLE_IDS.filter((t) => !used.has(t))).toEqual([]);
  });
});

describe('findEntry: where a page badge lands', () => {
  it.each([
    ['p38', 'hazard-roll'],
    ['p41', 'panic-brake'],
    ['p13', 'drift'],
    ['p44', 'spin'],
    ['p64', 'bikes'],
    ['p69', 'bikes'],
    ['hazard-roll', 'hazard-roll'],
  ])('%s opens %s', (at, id) => {
    expect(findEntry(at)?.id).toBe(id);
  });

  it('a page with no entry of its own lands on the nearest earlier one; nonsense on none', () => {
    expect(findEntry('p45')?.id).toBe('spin');
    expect(findEntry('banana')).toBeNull();
    expect(coversPage('p99')).toBe(false);
    expect(coversPage('p45')).toBe(false);
  });
});

describe('search', () => {
  it('finds by words, by page, and by the words of the tables', () => {
    expect(searchEntries('oil').map((e) => e.id)).toContain('passive-damage');
    expect(searchEntries('p41').map((e) => e.id)).toEqual(['panic-brake']);
    // "carburettor" is only in the critical results table, which the engine builds.
    expect(searchEntries('carburettor', tableWords).map((e) => e.id)).toContain('critical-results');
    expect(searchEntries('zzzz nothing')).toEqual([]);
    expect(searchEntries('   ')).toHaveLength(RULE_ENTRIES.length);
  });
});

describe('tables come from the engine', () => {
  it('every table has a page and full rows', () => {
    for (const id of RULE_TABLE_IDS) {
      const t = ruleTable(id);
      expect(t.rule).toMatch(/^p\d+$/);
      expect(t.rows.length).toBeGreaterThan(0);
      for (const r of t.rows) expect(r).toHaveLength(t.head.length);
    }
  });
});

describe('the numbers the entries write agree with the engine', () => {
  // The few numbers the words need are checked against the engine's own constants, so a change of
  // data cannot leave the reference saying something else.
  const text = (id: string) => findEntry(id)!.text.join(' ');
  it.each([
    ['damage', `${INCREMENT.maxSpeed} mph of maximum speed, ${INCREMENT.acceleration} mph of acceleration and ${INCREMENT.handling} point of handling`],
    ['panic-brake', `${PANIC_BRAKE_STEP} mph for each point`],
    ['accelerate', `loses ${COAST_LOSS} mph after each move`],
    ['brake', `never falls below ${MIN_BRAKING} mph`],
    ['passive-damage', `at most ${PASSIVE.maxOilHits} in all`],
    ['control-loss', `plus ${HELPLESS_CONTROL_LOSS_MODIFIER} with no handling`],
    ['fire-corridor', `Beyond ${MAX_COUNTED_RANGE} spaces`],
  ])('%s says "%s"', (id, words) => {
    expect(text(id)).toContain(words);
  });
});
