/* global app */
// probe-board.ts variant: undoes the last js variant of this folder and draws the whole scene
// (the 'all' variant, for variants that change more than visibility).
window.__undo?.();
app.stage.children.forEach((k) => (k.visible = true));
