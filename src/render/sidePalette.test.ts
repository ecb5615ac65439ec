// Side colours (issue 9): the standard set and the colour-blind-safe Okabe-Ito set differ, each
// keeps its seats apart and readable on asphalt, and the board paints vehicles in the one chosen.
import { describe, expect, it } from 'vitest';
import { geometry } from '../engine';
import type { GameState } from '../engine';
import { testState } from '../engine/testkit';
import { COLOURS, contrast, OKABE_ITO, OWNER_COLOURS, ownerColour, SIDE_PALETTES } from './palette';
import { vehicleViews } from './viewModel';

const rgb = (c: number) => [(c >> 16) & 255, (c >> 8) & 255, c & 255];
const distance = (a: number, b: number) => rgb(a).reduce((s, v, i) => s + Math.abs(v - rgb(b)[i]), 0);

describe('side palettes', () => {
  it('Okabe-Ito differs from the standard set seat by seat (the e2e pixel checks tell them apart)', () => {
    expect(SIDE_PALETTES.okabeIto).toBe(OKABE_ITO);
    expect(SIDE_PALETTES.standard).toBe(OWNER_COLOURS);
    OKABE_ITO.forEach((c, i) => expect(distance(c, OWNER_COLOURS[i]), `seat ${i + 1}`).toBeGreaterThan(60));
  });

  it('within each set, the seats are far apart and every colour reads on both asphalts', () => {
    for (const colours of Object.values(SIDE_PALETTES)) {
      for (let i = 0; i < colours.length; i++) {
        for (let j = i + 1; j < colours.length; j++) expect(distance(colours[i], colours[j]), `${i} and ${j}`).toBeGreaterThan(75);
        expect(contrast(colours[i], COLOURS.asphalt)).toBeGreaterThanOrEqual(2.5);
        expect(contrast(colours[i], COLOURS.asphaltAlt)).toBeGreaterThanOrEqual(2.5);
      }
    }
  });

  it('ownerColour follows the palette asked for, the standard set when none is', () => {
    const players = [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }];
    expect(ownerColour(players, 'p2')).toBe(OWNER_COLOURS[1]);
    expect(ownerColour(players, 'p2', 'okabeIto')).toBe(OKABE_ITO[1]);
  });

  it('the board paints each vehicle in its seat\'s colour of the chosen palette', () => {
    const base = testState({ vehicles: [{ id: 'a', lane: 3, space: 2, owner: 'p1' }, { id: 'b', lane: 5, space: 6, owner: 'p2' }] });
    const s: GameState = { ...base, players: [{ id: 'p1', name: 'One' }, { id: 'p2', name: 'Two' }] };
    const poses = geometry.sectionPoses(s.track);
    expect(vehicleViews(s, poses, null, null, 0).map((v) => v.colour)).toEqual([OWNER_COLOURS[0], OWNER_COLOURS[1]]);
    expect(vehicleViews(s, poses, null, null, 0, 'okabeIto').map((v) => v.colour)).toEqual([OKABE_ITO[0], OKABE_ITO[1]]);
  });
});
