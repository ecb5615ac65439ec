// Store tests over the real engine: up to n legal commands, each picked by a small deterministic
// rotation, dispatched through the store (each must be accepted).
import { expect } from 'vitest';
import { legalCommands, pending } from '../../src/engine';
import { useStore } from '../../src/store';

export function playRotation(n: number): void {
  const get = () => useStore.getState();
  for (let i = 0; i < n; i++) {
    const s = get().game!;
    if (pending(s).kind === 'gameOver') return;
    const cmds = legalCommands(s);
    expect(get().dispatch(cmds[(i * 7) % cmds.length])).toBe(true);
  }
}
