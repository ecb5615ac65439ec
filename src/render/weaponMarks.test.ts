// Weapons drawn on cars (p82-83): one mark per weapon at its mount, the turret turned towards the
// target the engine names (shooting.eligibleTarget, p27). Drawn into a recording stand-in for
// Pixi's Graphics, so no WebGL is needed.
import { describe, expect, it } from 'vitest';
import { geometry } from '../engine';
import { testState } from '../engine/testkit';
import { recorder } from './graphicsRecorder';
import { carLook, carLookKey, drawCar } from './drawVehicles';
import { turretAngle, vehicleViews, weaponMarks } from './viewModel';


const s = testState({
  vehicles: [
    { id: 'a', lane: 3, space: 0, weapons: [{ type: 'machineGun', mount: 'hood' }, { type: 'chainGun', mount: 'turret' }, { type: 'oil', mount: 'passive' }] },
    { id: 'b', lane: 5, space: 3 },
  ],
});
const poses = geometry.sectionPoses(s.track);

describe('weapon marks', () => {
  it('lists every weapon with its mount and look', () => {
    expect(weaponMarks(s.vehicles[0])).toEqual([
      { mount: 'hood', look: 'gun', status: 'ok', linked: false },
      { mount: 'turret', look: 'heavy', status: 'ok', linked: false },
      { mount: 'passive', look: 'passive', status: 'ok', linked: false },
    ]);
  });

  it('turns the turret towards the target the engine names', () => {
    const [a] = vehicleViews(s, poses, null, null, 0);
    const pa = geometry.vehiclePose(s.track, poses, s.vehicles[0].cell, 0);
    const pb = geometry.vehiclePose(s.track, poses, s.vehicles[1].cell, 0);
    expect(a.turretAngle).toBeCloseTo(Math.atan2(pb.y - pa.y, pb.x - pa.x) - pa.a, 6);
    expect(a.turretAngle).not.toBe(0);
    // The car without a turret has no turret angle.
    expect(vehicleViews(s, poses, null, null, 0)[1].turretAngle).toBeNull();
  });

  it('points the turret ahead when nothing is in sight', () => {
    const alone = { ...s, vehicles: [s.vehicles[0]] };
    expect(vehicleViews(alone, poses, null, null, 0)[0].turretAngle).toBe(0);
    expect(turretAngle({ x: 0, y: 0, a: Math.PI / 2 }, { x: 1, y: 0, a: 0 })).toBeCloseTo(-Math.PI / 2, 9);
  });

  it('draws a mark per weapon: the hood barrel, the rear passive, the turret barrel along its angle', () => {
    const [a] = vehicleViews(s, poses, null, null, 0);
    const { g, calls } = recorder();
    drawCar(g, { ...carLook(a), turretAngle: Math.PI / 2 });
    const fills = calls.filter((c) => c.op === 'fill').map((c) => (c.args[0] as { color: number }).color);
    expect(fills).toContain(0x111111); // hood machine gun
    expect(fills).toContain(0x7a1010); // heavy turret gun
    expect(fills).toContain(0xc9ccd1); // oil layer at the rear
    const barrel = calls.find((c) => c.op === 'poly' && (c.args[0] as number[]).length === 8 && (c.args[0] as number[]).some((v) => v > 2.5))!;
    const pts = barrel.args[0] as number[];
    // Turned a quarter turn: the barrel runs along +y from the turret ring at x = -1.5.
    expect(Math.max(pts[3], pts[5])).toBeCloseTo(2.6 + 0, 1);
    expect(Math.abs(pts[2] + 1.5)).toBeLessThan(0.3);
  });

  it('changes its memo key exactly when the drawing changes', () => {
    const [a] = vehicleViews(s, poses, null, null, 0);
    expect(carLookKey({ ...a })).toBe(carLookKey(a));
    expect(carLookKey({ ...a, turretAngle: 1 })).not.toBe(carLookKey(a));
  });
});
