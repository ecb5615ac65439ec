// The reference's tables are the engine's own data in rows (issue 10); these check the rows say
// what the book's tables say, so a wrong builder (or wrong data) fails here.
import { describe, expect, it } from 'vitest';
import { ruleTable } from './ruleTables';

const col = (id: Parameters<typeof ruleTable>[0], i: number) => ruleTable(id).rows.map((r) => r[i]);

describe('rule tables (issue 10)', () => {
  it('p11: speed factor bands of 20 mph up to the fastest vehicle', () => {
    expect(ruleTable('speedFactor').rows).toEqual([
      ['0 mph', '0', 'does not move'],
      ['1-20 mph', '1', 'phase 1'],
      ['21-40 mph', '2', 'phases 1-2'],
      ['41-60 mph', '3', 'phases 1-3'],
      ['61-80 mph', '4', 'phases 1-4'],
      ['81-100 mph', '5', 'phases 1-5'],
      ['101-120 mph', '6', 'phases 1-6'],
    ]);
  });

  it('p38: hazard results 0 or less OK, 1-4 panic brake, 5+ control loss', () => {
    expect(col('hazardResults', 0)).toEqual(['0 or less', '1-4', '5 or more']);
    expect(col('hazardResults', 1)[1]).toMatch(/5 mph for each point/);
  });

  it('p38: excess speed adds 1 per 10 mph or part', () => {
    expect(ruleTable('excessSpeed').rows.slice(0, 2)).toEqual([['1-10 mph', '+1'], ['11-20 mph', '+2']]);
  });

  it('p38: the safety limit list, fastest first, each with its page', () => {
    const rows = ruleTable('safetyLimits').rows;
    expect(rows[0]).toEqual(['Drift', '80 mph', 'p13']);
    expect(rows).toContainEqual(['Smoke', '60 mph', 'p30']);
    expect(rows).toContainEqual(['Driver injured', '20 mph', 'p34']);
    expect(rows.at(-1)?.[1]).toBe('10 mph');
  });

  it('p38: HE limits follow the damage characteristic (+2 at 50 mph, +8 at 30 mph)', () => {
    expect(col('heLimits', 0)).toEqual(['+2 HE', '+8 HE']);
    expect(col('heLimits', 1)).toEqual(['50 mph', '30 mph']);
  });

  it('p42: control loss 1 or less regain, 2-3 skid and regain, 4-5 skid, 6-7 spin, 8+ roll; bikes roll from 6 (p64)', () => {
    expect(col('controlLoss', 0)).toEqual(['1 or less', '2-3', '4-5', '6-7', '8 or more']);
    expect(col('bikeControlLoss', 0)).toEqual(['1 or less', '2-3', '4-5', '6 or more']);
    expect(col('bikeControlLoss', 1).at(-1)).toBe('Roll');
  });

  it('p43: skids cost 5 mph straight, 10 mph drifting', () => {
    expect(col('skids', 2)).toEqual(['5 mph', '10 mph']);
  });

  it('p44: the spin template as transcribed (docs/assumptions.md)', () => {
    expect(ruleTable('spinTemplate').rows).toEqual([
      ['3 or less', '45°', '20 mph'],
      ['4-5', '90°', '20 mph'],
      ['6-7', '135°', '20 mph'],
      ['8', '180°', '30 mph'],
      ['9', '225°', '40 mph'],
      ['10', '270°', '40 mph'],
      ['11', '315°', '40 mph'],
      ['12 or more', '360°', '40 mph'],
    ]);
  });

  it('p32: the target matrix front column and the rear second roll', () => {
    expect(col('targetMatrix', 1)).toEqual(['bodywork', 'bodywork', 'front wheels', 'roll again: 1-2 wing weapons, 3 side weapons, 4 hood weapon, 5-6 roof or turret weapon', 'engine', 'driver']);
    expect(col('targetMatrix', 2)[5]).toBe('roll again: 1-2 engine, 3-4 fuel tank, 5-6 driver');
  });

  it('p34-35: critical results by die', () => {
    expect(ruleTable('criticalResults').rows[0]).toEqual(['1', 'hurt', 'engine block', 'brake pipe', 'transmission', 'damaged', 'holed']);
    expect(ruleTable('criticalResults').rows[5]).toEqual(['6', 'knocked out', 'explosion', 'tyre destroyed', 'screen', 'destroyed', 'explodes']);
  });

  it('p83: vehicles and weapons', () => {
    expect(ruleTable('vehicles').rows[0]).toEqual(['Renegade', '18', '3', '100 mph', '20 mph', '30 mph', '4', '12, 8, 4', '$35,000', '600 lb']);
    expect(ruleTable('weapons').rows).toContainEqual(['Chain gun', '16', '+3', '+5', '6', '$22,000', '300 lb']);
  });
});

describe('p26 tactical factors', () => {
  it('hood and turret +1, smoke −1 each (at most −3), fast firer or target −1 from 81 mph', () => {
    const rows = ruleTable('tacticalFactors').rows;
    expect(rows.slice(0, 5)).toEqual([
      ['Firing a hood-mounted weapon', '+1'],
      ['Firing a turret-mounted weapon', '+1'],
      ['Each smoke marker in the fire corridor (at most −3)', '−1'],
      ['Firer at 81 mph or faster', '−1'],
      ['Target at 81 mph or faster', '−1'],
    ]);
    expect(ruleTable('tacticalFactors').note).toContain('count as 6');
  });
});
