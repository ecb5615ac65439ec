// The player the game waits for, or null (no game, game over, nobody decides, or an engine that fails).
import { pending, type GameState } from '../engine';

export function deciderOf(g: GameState | null): string | null {
  if (!g || g.flow.kind === 'over') return null;
  try {
    return pending(g).player;
  } catch {
    return null;
  }
}
