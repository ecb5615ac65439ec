// Which offered road-gang button a test player clicks, by its words: a greedy player's order.
// Shared by the browser test (e2e/roadGangPlay.ts) and the store-level playthrough
// (tests/playthrough/roadGang.test.tsx), which play the same way.

/** Lower first: shots, then rams and fights, then standing to fight, avoiding; drops and crew moves last. */
export function rank(text: string): number {
  if (text.startsWith('Fire the')) return 0;
  if (/^(Ram|Fight) /.test(text)) return 1;
  if (text.startsWith('Stand and fight')) return 2;
  if (text.startsWith('Try to avoid')) return 3;
  if (text.startsWith('Drop')) return 8;
  if (/^Move \d+ crew/.test(text)) return 9;
  return 5;
}
