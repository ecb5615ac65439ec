// @vitest-environment happy-dom
// Issue 27, one store: Dark Future keeps no zustand store of its own. Its slices are its part of
// the one store (src/shell/sessionStore.ts, games.darkFuture), so its game, played through
// `useStore`, is the one store's state, and a reset of the one store resets it; the device holder of
// pass-the-device is the one store's, for every game; so are the saved-games list and the seats.
import { describe, expect, it } from 'vitest';
import { useSession } from '../shell/sessionStore';
import { listed } from '../../tests/support/darkFutureListed';
import { useStore, type Store } from './index';
import { darkFuture } from '../engine';

const part = () => useSession.getState().games[darkFuture.id] as Store;

describe('Dark Future in the one store', () => {
  it('is the one store\'s part: a game started and played through useStore is in useSession.getState()', () => {
    const first = useSession.getState();
    expect(part()).toBe(useStore.getState());
    expect(useStore.getState().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 7)).toBe(true);
    expect(useStore.getState().dispatch({ type: 'rollForLead' })).toBe(true);
    expect(part().game).not.toBeNull();
    expect(part().commands.length).toBe(1);
    expect(part()).toBe(useStore.getState());
    // A recipe of the part (the privacy slice's) runs through the one store too.
    useStore.getState().askPrivacy('p1', true);
    expect(part().privacy).toEqual({ p1: true });
    // The whole store put back is Dark Future put back: one state, not two stores kept in step.
    useSession.setState(first, true);
    expect(useStore.getState().game).toBeNull();
    expect(useStore.getState().privacy).toEqual({});
  });

  it('has one device holder, the one store\'s: Dark Future keeps no copy of its own', () => {
    useStore.getState().takeDevice('p2');
    expect(useSession.getState().holder).toBe('p2');
    expect('holder' in useStore.getState()).toBe(false);
    // A new game's privacy leaves nobody holding the device.
    useStore.getState().setPrivacy({ p1: true });
    expect(useSession.getState().holder).toBeNull();
  });

  it('has one saved-games list, the session\'s: a Dark Future game kept is on it, and Dark Future keeps no list of its own', () => {
    localStorage.clear();
    useStore.getState().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 7);
    useStore.getState().dispatch({ type: 'rollForLead' });
    useStore.getState().newGame();
    expect(listed()).toMatchObject([{ ruleset: darkFuture.id, name: 'Ann v Bob', players: ['Ann', 'Bob'], turn: 1 }]);
    expect('savedGames' in useStore.getState()).toBe(false);
    // Resumed from the one list, it leaves it.
    expect(useStore.getState().resumeSaved(listed()[0].id)).toBe(true);
    expect(useStore.getState().seed).toBe(7);
    expect(listed()).toEqual([]);
  });

  it('has one copy of the seats, the one store\'s: Dark Future seats its players there, saves and resumes them from there', () => {
    localStorage.clear();
    useStore.getState().setSeats({ p1: 'person', p2: 'easy' });
    expect(useSession.getState().seats).toEqual({ p1: 'person', p2: 'easy' });
    expect('seats' in useStore.getState()).toBe(false);
    useStore.getState().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 9);
    useStore.getState().newGame();
    useStore.getState().setSeats({});
    expect(useStore.getState().resumeSaved(listed()[0].id)).toBe(true);
    expect(useSession.getState().seats).toEqual({ p1: 'person', p2: 'easy' });
    // The session resuming its autosave after Dark Future's boot (src/shell/boot.ts) leaves Dark Future's seats as they are.
    useSession.getState().boot();
    expect(useSession.getState().seats).toEqual({ p1: 'person', p2: 'easy' });
  });
});
