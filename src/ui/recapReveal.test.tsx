// @vitest-environment happy-dom
// Issue 29, item 1: "What just happened" and the turn counter keep step with the board. With the
// animations on, a line of the recap appears when the board shows its event (the tracer reaching
// the target, the damage number rising), the turn counter moves on only when the board reaches
// the new turn; Skip, animations off or reduced motion show everything at once.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply, type GameState } from '../engine';
import { useStore } from '../store';
import { skipAnimations } from '../render/animationFeed';
import { Header } from './Header';
import { Recap } from './Recap';
import { RecordSheets } from './RecordSheets';
import { mount } from './testing/mount';
import { endRevealGame, hits, playUntil, startRevealGame, wait } from './testing/revealGame';

const get = () => useStore.getState();
const lines = () => [...document.querySelectorAll('[data-testid="recap-line"]')].map((l) => l.getAttribute('data-type'));
const turn = () => document.querySelector('[data-testid="turn-number"] b')?.textContent;

beforeEach(startRevealGame);
afterEach(endRevealGame);

describe('the recap keeps step with the board', () => {
  it('shows a hit when the tracer reaches the car and the damage when its number rises, not before', async () => {
    const fire = playUntil(hits);
    const target = apply(get().game!, fire);
    const hurt = target.ok ? target.value.events.find((e) => e.type === 'damage')! : null;
    if (hurt?.type !== 'damage') throw new Error('no damage');
    const lost = () => document.querySelectorAll(`[data-testid="damage-track-${hurt.vehicle}"] .damage-box.lost`).length;
    await mount(<><Recap /><RecordSheets active={null} /></>);
    const before = lost();
    await act(async () => void get().dispatch(fire));
    // The tracer has only just left the gun: no verdict, no damage yet, on the record sheet neither.
    expect(lines()).not.toContain('shot');
    expect(lines()).not.toContain('damage');
    expect(lost()).toBe(before);
    await wait(200);
    expect(lines()).toContain('shot');
    expect(lines()).not.toContain('damage');
    expect(lost()).toBe(before);
    await wait(5000);
    expect(lines()).toContain('damage');
    expect(lost()).toBe(before + hurt.points);
    expect(document.querySelector('[data-testid="recap"]')?.textContent).toContain('HIT');
  });

  it('moves the turn counter on when the board has shown the turn out, not before', async () => {
    const last = playUntil((events) => events.some((e) => e.type === 'moved') && events.some((e) => e.type === 'turnStart'));
    const before: GameState | null = get().game;
    await mount(<Header />);
    expect(turn()).toBe(String(before!.turn));
    await act(async () => void get().dispatch(last));
    expect(get().game!.turn).toBe(before!.turn + 1);
    expect(turn()).toBe(String(before!.turn));
    await wait(10000);
    expect(turn()).toBe(String(before!.turn + 1));
  });

  it('shows everything at once on Skip, with the animations off and with reduced motion', async () => {
    const fire = playUntil(hits);
    const start = { ...get() };
    await mount(<Recap />);
    await act(async () => void get().dispatch(fire));
    expect(lines()).not.toContain('damage');
    await act(async () => skipAnimations());
    expect(lines()).toContain('shot');
    expect(lines()).toContain('damage');
    for (const off of [{ animations: false }, { reduceMotion: true }]) {
      await act(async () => useStore.setState({ ...start, ...off }, true));
      await act(async () => void get().dispatch(fire));
      expect(lines()).toContain('damage');
    }
  });
});
