// @vitest-environment happy-dom
// The road-gang panels: the decision lists every offered command in words with its odds, and a
// click sends that command; the index card shows the engine's modifiers.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { rg } from '../../../engine';
import { click, mount, unmount } from '../../../ui/testing/mount';
import { Decision, notSaidYet } from './Decision';
import { VehicleCard } from './VehicleCard';

afterEach(unmount);

function game(seed: number): rg.RgState {
  const g = rg.newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] }, seed);
  if (!g.ok) throw new Error();
  return g.value.state;
}

function Harness({ start }: { start: rg.RgState }) {
  const [s, set] = useState(start);
  return <Decision state={s} onCommand={(c) => { const r = rg.rgApply(s, c); if (r.ok) set(r.value.state); }} />;
}

describe('road-gang decision panel', () => {
  it('placing takes a segment number; then the Slow Gang picks a vehicle', async () => {
    const s = game(3);
    const host = await mount(<Harness start={s} />);
    expect(host.textContent).toContain('Fast Gang places');
    for (let k = 0; k < 6; k++) await click(host.querySelector('.rg-place button'));
    const slow = s.players.find((p) => p.id === s.slowGang)!.name;
    expect(host.querySelector('h2')!.textContent).toBe(`${slow}: activate`);
    const buttons = [...host.querySelectorAll('.rg-choices button')];
    expect(buttons).toHaveLength(6);
    expect(buttons[0].textContent).toMatch(/takes its turnNo dice: /);
  });

  it('a shot shows its chance to hit, the same as the engine\'s preview', async () => {
    // Random play (the Fast Gang placed by the Start) until a shot is offered.
    let t = game(3);
    for (let k = 0; k < 400 && !rg.rgLegalCommands(t).some((c) => c.type === 'fire'); k++) {
      const l = rg.rgLegalCommands(t);
      const r = rg.rgApply(t, l.find((c) => c.type === 'place' && c.segment === 2) ?? l[0]);
      if (!r.ok || r.value.state.flow.kind === 'over') break;
      t = r.value.state;
    }
    const fire = rg.rgLegalCommands(t).find((c) => c.type === 'fire');
    if (!fire) throw new Error('no shot offered in 400 commands');
    const host = await mount(<Decision state={t} onCommand={() => {}} />);
    const odds = rg.rgPreview(t, fire);
    const b = [...host.querySelectorAll('.rg-choices button')].find((x) => x.textContent!.startsWith(rg.rgDescribeCommand(t, fire)))!;
    expect(b.textContent).toContain(`${Math.round(odds.chance! * 100)}% to hit`);
  });

  it('a ride past counters says what its chance is: to get past every counter (issue 29: "Ride 4 forward 28%")', async () => {
    let t = game(4);
    const withCounters = (s: rg.RgState) => rg.rgLegalCommands(s).find((c) => c.type === 'move' && rg.rgPreview(s, c).chance !== null);
    for (let k = 0; k < 2000 && !withCounters(t); k++) {
      const l = rg.rgLegalCommands(t);
      const drop = l.find((c) => c.type === 'drop');
      const r = rg.rgApply(t, l.find((c) => c.type === 'place' && c.segment === 2 + (k % 5)) ?? drop ?? l[k % l.length]);
      if (!r.ok || r.value.state.flow.kind === 'over') break;
      t = r.value.state;
    }
    const move = withCounters(t);
    if (!move) throw new Error('no ride past counters offered');
    const host = await mount(<Decision state={t} onCommand={() => {}} />);
    const b = [...host.querySelectorAll('.rg-choices button')].find((x) => x.querySelector('.action-label')!.textContent === rg.rgDescribeCommand(t, move))!;
    expect(b.querySelector('[data-testid="rg-odds"]')!.textContent).toBe(`${Math.round(rg.rgPreview(t, move).chance! * 100)}% to get past every counter on the way`);
    // Dark Future's look: the same heading and button classes.
    expect(host.querySelector('h2')!.className).toContain('decision-heading');
    expect(b.className).toContain('action-button');
  });
});

describe('road-gang index card', () => {
  it('shows the modifiers with their equipment, and uses left', async () => {
    const s = game(5);
    const v = s.vehicles[0];
    const host = await mount(<VehicleCard state={s} vehicle={v} deciding={false} />);
    expect(host.textContent).toContain(v.name);
    expect(host.textContent).toContain(`Crew${v.crew}`);
    expect(host.querySelectorAll('.rg-items li')).toHaveLength(v.items.length);
  });

  it('a choice\'s detail leaves out a sentence the decision already said, and nothing else (issue 29: said once)', () => {
    const said = 'The engine suggests Ann: both gangs\' speeds add up to 3; rolled 1 against 5, the lower is slow.';
    const detail = 'No dice: Ann\'s gang starts on the Start. The Slow Gang goes first. The engine suggests it: both gangs\' speeds add up to 3; rolled 1 against 5, the lower is slow.';
    expect(notSaidYet(detail, said)).toBe('No dice: Ann\'s gang starts on the Start. The Slow Gang goes first.');
    // Figures with a point and short sentences stay whole.
    expect(notSaidYet('Hits on 2.5 or more. Ok.', 'Ok.')).toBe('Hits on 2.5 or more. Ok.');
  });
});
