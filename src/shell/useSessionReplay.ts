// Watching a game on the session back, whatever the game (the road-gang game's and Deathrace's
// tables use it): the session keeps the state before every command, so position k (after k
// commands) is read, not replayed. Steps by decision or by round (the game's `roundOf` a state);
// the board, the log and the dice tray show the position's.
import { useCallback, useMemo, useState } from 'react';
import type { Session } from './session';

export interface SessionReplayAt {
  at: number;
  playing: boolean;
  speed: number;
}

export function useSessionReplay<S>(session: Session, roundOf: (s: S) => number) {
  const [replay, setReplay] = useState<SessionReplayAt | null>(null);
  const n = session.commands.length;
  const stateAt = useCallback((k: number) => (k >= n ? session.state : session.before.at(k)) as S, [session, n]);
  const rounds = useMemo(() => Array.from({ length: n + 1 }, (_, k) => roundOf(stateAt(k))), [n, stateAt, roundOf]);
  const firstOf = useCallback((round: number) => rounds.findIndex((r) => r >= round), [rounds]);
  const move = useCallback(
    (dir: 1 | -1, unit: string) =>
      setReplay((r) => {
        if (!r) return r;
        let at = r.at + dir;
        if (unit === 'round') {
          const round = rounds[Math.min(n, Math.max(0, r.at))];
          // Back: to the start of this round, or of the one before when already there; on: the next round's start.
          at = dir > 0 ? firstOf(round + 1) : firstOf(firstOf(round) === r.at ? round - 1 : round);
          if (at < 0) at = dir > 0 ? n : 0;
        }
        return { ...r, at: Math.min(n, Math.max(0, at)) };
      }),
    [n, rounds, firstOf],
  );
  return {
    replay,
    state: replay ? stateAt(replay.at) : (session.state as S),
    rounds: [...new Set(rounds)],
    open: () => setReplay({ at: n, playing: false, speed: 2 }),
    close: () => setReplay(null),
    move,
    jump: (round: number) => setReplay((r) => (r ? { ...r, at: Math.max(0, firstOf(round)) } : r)),
    setPlaying: useCallback((playing: boolean) => setReplay((r) => (r ? { ...r, playing } : r)), []),
    setSpeed: (speed: number) => setReplay((r) => (r ? { ...r, speed } : r)),
  };
}
