// Design files round-trip through the engine's parser (docs/architecture.md: parse(make(x)) == x).
import { describe, expect, it } from 'vitest';
import { parseDesignFile, type VehicleDesign } from '../engine';
import { designFileName, designFileText } from './designFiles';

const designs: VehicleDesign[] = [
  { name: 'Hood MG', kind: 'renegade', weapons: [{ type: 'machineGun', mount: 'hood', link: null }] },
  { name: 'Twin wings / smoke', kind: 'interceptor', weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'MG link' }, { type: 'machineGun', mount: 'wingRight', link: 'MG link' }, { type: 'smoke', mount: 'passiveLeft', link: null }] },
];

describe('design files', () => {
  it.each(designs)('$name round-trips', (d) => {
    const r = parseDesignFile(JSON.parse(designFileText(d)));
    expect(r).toEqual({ ok: true, value: d });
  });

  it('names the file after the design', () => {
    expect(designFileName(designs[1])).toBe('twin-wings-smoke.design.json');
    expect(designFileName({ ...designs[0], name: '  ' })).toBe('design.design.json');
  });
});
