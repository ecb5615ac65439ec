import { describe, expect, it } from 'vitest';
import { rgDescribeCommand } from './commandWords';
import { rgLegalCommands } from './turn';
import { rgTestState } from './testkit';
import { play } from './testPlay';

describe('road-gang commands in words', () => {
  it('a ride names the distance the rules will ride (Dragster +3 on a 4: 4 to 7)', () => {
    const s = rgTestState({ vehicles: [{ id: 'd', type: 'dragster', gang: 'a', segment: 10 }], dice: [2, 2] });
    const t = play(s, { type: 'activate', by: 'a', vehicle: 'd' }, { type: 'ride', by: 'a' }).s;
    const words = rgLegalCommands(t).map((c) => rgDescribeCommand(t, c));
    expect(words).toEqual(['Ride 4 forward', 'Ride 5 forward', 'Ride 6 forward', 'Ride 7 forward', 'Ride 4 back', 'Ride 5 back', 'Ride 6 back', 'Ride 7 back', 'Stay put']);
  });

  it('every offered command has words', () => {
    const s = rgTestState({ vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['shotgun', 'oilDropper'] }, { id: 'y', type: 'van', gang: 'b', segment: 10 }] });
    let t = play(s, { type: 'activate', by: 'a', vehicle: 'x' }).s;
    for (let k = 0; k < 4 && t.flow.kind === 'turn'; k++) {
      for (const c of rgLegalCommands(t)) expect(rgDescribeCommand(t, c)).toMatch(/\w/);
      t = play(t, rgLegalCommands(t).at(-1)!).s;
    }
  });
});
