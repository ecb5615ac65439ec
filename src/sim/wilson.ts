// The Wilson score interval for a win rate (issue 30: the arena quotes its shares with their
// uncertainty). z = 1.96 gives 95%; unlike the normal approximation it stays inside [0, 1] and is
// sensible at 0 or n wins out of n.
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const mid = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}
