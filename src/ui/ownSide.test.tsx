// @vitest-environment happy-dom
// A shot or ram at the player's own side (issue 29): said on the button and on the board, and
// asked twice (click, touch Confirm and number key alike) in the app's one ConfirmDialog.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apply, geometry, legalCommands, pending, type GameState } from '../engine';
import { startPhase } from '../engine/flow/turn';
import { testState } from '../engine/testkit';
import { overlays } from '../render/overlays';
import { boardLabels } from '../render/labels';
import { useStore } from '../store';
import { actionGroups } from './actionGroups';
import { DeclarePanel } from './DeclarePanel';
import { FireOrHold } from './FireOrHold';
import { ownSideVictims, sameSide } from './ownSide';
import { click, key, mount, need, unmount } from './testing/mount';
import { resetStores } from './testing/stores';
import { useShortcuts } from './useShortcuts';

/** Road Hog (the gang) behind its teammate Firebug, an Op further on: Firebug is the closest in the corridor (p22). */
function teammateAhead(gap: number): GameState {
  const s = testState({
    vehicles: [
      { id: 'hog', name: 'Road Hog', side: 'gang', lane: 3, space: 2, speed: 80 },
      { id: 'bug', name: 'Firebug', side: 'gang', lane: 3, space: 2 + gap, speed: 30 },
      { id: 'op', name: 'Interceptor', side: 'op', lane: 3, space: 2 + gap + 2, speed: 20 },
    ],
  });
  return startPhase(s, 1);
}

const shootItem = (s: GameState) => actionGroups(s, legalCommands(s)).flatMap((g) => g.items).find((i) => i.action.kind === 'shoot')!;

function Keys() {
  useShortcuts();
  const game = useStore((s) => s.game);
  const pd = game ? pending(game) : null;
  return pd?.kind === 'fireOrHold' ? <FireOrHold vehicle={pd.vehicle!} /> : <DeclarePanel />;
}

beforeEach(resetStores);
afterEach(unmount);

describe('own side (issue 29)', () => {
  it('asks the engine\'s side of each vehicle', () => {
    const s = teammateAhead(2);
    expect(pending(s).vehicle).toBe('hog');
    expect(sameSide(s, 'hog', 'bug')).toBe(true);
    expect(sameSide(s, 'hog', 'op')).toBe(false);
    expect(sameSide(s, 'hog', 'hog')).toBe(false);
  });

  it('the shot button says "your own side" beside the target and carries the teammate', () => {
    const it = shootItem(teammateAhead(2));
    expect(it.details[0]).toMatch(/^Firebug \(your own side\), range \d/);
    expect(it.ownSide).toEqual(['Firebug']);
  });

  it('a shot at the other side is a plain shot', () => {
    const s = testState({ vehicles: [{ id: 'hog', side: 'gang', lane: 3, space: 2, speed: 80 }, { id: 'op', side: 'op', lane: 3, space: 5 }] });
    const it = shootItem(startPhase(s, 1));
    expect(it.ownSide).toBeUndefined();
    expect(it.details[0]).not.toContain('own side');
  });

  it('a ram into a teammate ahead names it', () => {
    const s = teammateAhead(1);
    const ram = legalCommands(s).find((c) => c.type === 'declare' && c.action.kind === 'ram');
    expect(ram).toBeTruthy();
    expect(ownSideVictims(s, 'hog', { kind: 'ram' })).toEqual(['bug']);
    const item = actionGroups(s, legalCommands(s)).flatMap((g) => g.items).find((i) => i.action.kind === 'ram')!;
    expect(item.ownSide).toEqual(['Firebug']);
    expect(item.details[0]).toBe('into Firebug: your own side');
  });

  it('the board draws the ruler in the own-side colour with a "your side" label', () => {
    const s = teammateAhead(2);
    const poses = geometry.sectionPoses(s.track);
    const gun = s.vehicles[0].weapons.find((w) => w.mount === 'hood')!.id;
    const o = overlays(s, poses, { vehicle: 'hog', action: { kind: 'shoot', weapon: gun } });
    expect(o.ruler?.ownSide).toBe(true);
    expect(o.ruler?.label).toMatch(/^your side · \d space/);
    const cam = { x: 0, y: 0, scale: 10, rotation: 0 } as Parameters<typeof boardLabels>[0]['cam'];
    const label = boardLabels({ cam, vehicles: [], markers: [], ruler: o.ruler, spins: [] }).find((l) => l.key === 'ruler');
    expect(label?.kind).toBe('ownSide');
  });

  it('the board draws a ram into a teammate in the own-side colour with "your side" on it', () => {
    const s = teammateAhead(1);
    const poses = geometry.sectionPoses(s.track);
    const o = overlays(s, poses, { vehicle: 'hog', action: { kind: 'ram' } });
    expect(o.zone.length).toBeGreaterThan(0);
    expect(o.ownSide.map((l) => l.text)).toEqual(['your side']);
    const cam = { x: 0, y: 0, scale: 10, rotation: 0 } as Parameters<typeof boardLabels>[0]['cam'];
    expect(boardLabels({ cam, vehicles: [], markers: [], ruler: null, spins: [], ownSide: o.ownSide }).map((l) => l.kind)).toEqual(['ownSide']);
    // A ram into the other side is the usual yellow zone with no label.
    const plain = startPhase(testState({ vehicles: [{ id: 'hog', side: 'gang', lane: 3, space: 2, speed: 80 }, { id: 'op', side: 'op', lane: 3, space: 3, speed: 30 }] }), 1);
    expect(overlays(plain, geometry.sectionPoses(plain.track), { vehicle: 'hog', action: { kind: 'ram' } }).ownSide).toEqual([]);
  });

  it('a click asks a second time; No keeps the decision, Yes declares the shot', async () => {
    const dispatch = vi.fn(() => true);
    useStore.setState({ game: teammateAhead(2), dispatch });
    await mount(<DeclarePanel />);
    const button = document.querySelector<HTMLButtonElement>('button[data-kind="shoot"]')!;
    expect(button.classList.contains('own-side')).toBe(true);
    expect(button.querySelector('[data-testid="own-side-tag"]')?.textContent).toContain('your own side');
    await click(button);
    expect(need('own-side-confirm').textContent).toContain('Firebug is on your own side');
    await click(need('own-side-no'));
    expect(document.querySelector('[data-testid="own-side-confirm"]')).toBeNull();
    expect(dispatch).not.toHaveBeenCalled();
    await click(button);
    await click(need('own-side-yes'));
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'declare', action: expect.objectContaining({ kind: 'shoot' }) }));
  });

  it('after the move, Fire at a teammate says so and asks too', async () => {
    const s0 = teammateAhead(2);
    const shoot = legalCommands(s0).find((c) => c.type === 'declare' && c.action.kind === 'shoot')!;
    const r = apply(s0, shoot);
    if (!r.ok) throw new Error(r.error.message);
    const pd = pending(r.value.state);
    expect(pd.kind).toBe('fireOrHold');
    const dispatch = vi.fn(() => true);
    useStore.setState({ game: r.value.state, dispatch });
    await mount(<Keys />);
    const fire = need('fire-bug');
    expect(fire.classList.contains('own-side')).toBe(true);
    expect(fire.textContent).toContain('your own side');
    await key(fire.dataset.shortcut!);
    expect(need('own-side-confirm').textContent).toContain('Firebug is on your own side');
    expect(dispatch).not.toHaveBeenCalled();
    await click(need('own-side-yes'));
    expect(dispatch).toHaveBeenCalledWith({ type: 'fire', vehicle: 'hog', target: 'bug' });
  });

  it('the number key goes through the same question', async () => {
    const dispatch = vi.fn(() => true);
    useStore.setState({ game: teammateAhead(2), dispatch });
    await mount(<Keys />);
    const button = document.querySelector<HTMLButtonElement>('button[data-kind="shoot"]')!;
    await key(button.dataset.shortcut!);
    expect(need('own-side-confirm')).toBeTruthy();
    expect(dispatch).not.toHaveBeenCalled();
  });
});
