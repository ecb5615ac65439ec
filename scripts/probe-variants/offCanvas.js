/* global app */
// probe-board.ts variant: the whole scene, with the road (stage child 0) moved off the canvas: its
// draw calls and state changes stay, its pixels go. Against 'all' it tells a draw call's cost from
// a pixel's (issue 13). Set window.__offCanvas to other stage indices to move those instead.
window.__undo?.();
{
  const kids = (window.__offCanvas ?? [0]).map((i) => app.stage.children[i]);
  const xs = kids.map((k) => k.position.x);
  kids.forEach((k) => (k.position.x += 20000));
  window.__undo = () => {
    kids.forEach((k, i) => (k.position.x = xs[i]));
    window.__undo = null;
  };
}
