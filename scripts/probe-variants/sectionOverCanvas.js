/* global app */
// probe-board.ts variant: only the first road section, drawn by Pixi as usual but with the road's
// container scaled and moved so the section's quad covers the canvas (issue 13; see rawQuad.js).
window.__undo?.();
app.stage.children.forEach((k) => (k.visible = false));
{
  const road = app.stage.children[0];
  road.visible = true;
  road.children.forEach((c, i) => (c.visible = i === 0));
  const section = road.children[0];
  const [x, y, sx, sy] = [road.position.x, road.position.y, road.scale.x, road.scale.y];
  const b = section.getBounds();
  road.scale.set((sx * app.canvas.width) / b.width, (sy * app.canvas.height) / b.height);
  const b2 = section.getBounds();
  road.position.set(x - b2.x, y - b2.y);
  window.__undo = () => {
    road.scale.set(sx, sy);
    road.position.set(x, y);
    road.children.forEach((c) => (c.visible = true));
    window.__undo = null;
  };
}
