// Where the deciding vehicle is on the board, published for what the page lays over the board
// (the action hint, ui/ActionHint.tsx) so it can keep clear of the car that decides (issue 29:
// on a phone the hint covered it). A plain module store with no import of the board's own code,
// so the page's overlays do not pull the lazily loaded board in: the board writes, overlays read.
import { useSyncExternalStore } from 'react';

/** The deciding vehicle's extent on the board, its ring and its name above it included: CSS px from the board's top; `height` is the board's. */
export interface Spot { top: number; bottom: number; height: number }

let current: Spot | null = null;
const listeners = new Set<() => void>();

export function publishSpot(next: Spot | null): void {
  const same = next === current || (next && current && Math.abs(next.top - current.top) < 0.5 && Math.abs(next.bottom - current.bottom) < 0.5 && next.height === current.height);
  if (same) return;
  current = next;
  for (const f of listeners) f();
}

const subscribe = (f: () => void) => {
  listeners.add(f);
  return () => void listeners.delete(f);
};

export const useDeciderSpot = (): Spot | null => useSyncExternalStore(subscribe, () => current, () => null);
