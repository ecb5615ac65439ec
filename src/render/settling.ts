// Whether the board's view is still moving on its own (issue 29: "Nothing rescales during a
// decision"): the fitted view glides for GLIDE_MS after a command (useFollowCamera.ts), while the
// command's effects play, and the next decision accepts no input until it rests (the side panel's
// decision is inert, the number keys wait, the board takes no click), so nothing moves under the
// hand that decides. Kept outside React, as reveal.ts is, for the panels to read.
let settling = false;
const listeners = new Set<() => void>();

/** The board's view is gliding to where it will rest. */
export const cameraSettling = (): boolean => settling;

export function setCameraSettling(on: boolean): void {
  if (on === settling) return;
  settling = on;
  listeners.forEach((f) => f());
}

export function subscribeSettling(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}
