// The set-ups `npm run bench:board` plays (scripts/boardGames.ts) are games the engine accepts:
// a crowded board of illegal designs once made the bench refuse to start (a passive mount holds
// one weapon, p83), and nothing else runs that script.
import { describe, expect, it } from 'vitest';
import { DESIGN_KINDS, newGame, validateDesign, type DesignKind, type GameSetup } from '../src/engine';
import { GAME_ONE_SETUP } from '../src/sim/playout';
import { crowdedBoard, crowdedSetup, gameOne } from '../scripts/boardGames';

const isDesignKind = (k: string): k is DesignKind => (DESIGN_KINDS as readonly string[]).includes(k);

function designProblems(setup: GameSetup, seed: number): string[] {
  const g = newGame(setup, seed);
  if (!g.ok) return [`${g.error.code}: ${g.error.message}`];
  return g.value.vehicles.flatMap((v) => {
    if (!isDesignKind(v.kind)) return [`${v.id}: ${v.kind} is no design kind`];
    const check = validateDesign({ name: v.name, kind: v.kind, weapons: v.weapons.map((w) => ({ type: w.type, mount: w.mount, link: w.link })) }, null);
    return check.problems.map((p) => `${v.id}: ${p.code} ${p.message}`);
  });
}

describe('the board bench set-ups', () => {
  it('the crowded board: 12 vehicles, every one a legal design (p80-84)', () => {
    const setup = crowdedSetup();
    expect(setup.vehicles).toHaveLength(12);
    expect(designProblems(setup, 5)).toEqual([]);
  });

  it('Game One, as the bench starts it, has legal designs', () => {
    expect(designProblems(GAME_ONE_SETUP, 1)).toEqual([]);
    expect(gameOne(1, 6).commands).toHaveLength(6);
  });

  it('the crowded board reaches the 60 markers the fps row is measured with', () => {
    const g = crowdedBoard(60, 0);
    expect(g.state.vehicles).toHaveLength(12);
    expect(g.state.markers.length).toBeGreaterThanOrEqual(60);
  });
});
