/* global app */
// probe-board.ts variant (js@scripts/probe-variants/rawQuad.js): the stage emptied, then after
// each Pixi render one full-canvas quad drawn straight into Pixi's own WebGL context with a
// one-line shader, sampling a road section's cached texture. Set against 'empty' and against one
// road section Pixi draws over the canvas (sectionOverCanvas.js): if this quad costs what Pixi's
// costs, Pixi's shader and state are not what makes a pixel dear (issue 13).
window.__undo?.();
app.stage.children.forEach((k) => (k.visible = false));
{
  const gl = app.renderer.gl;
  const shader = (type, src) => {
    const s = gl.createShader(type);
    gl.shaderSource(s, `#version 300 es\nprecision highp float;\n${src}`);
    gl.compileShader(s);
    return s;
  };
  const prog = gl.createProgram();
  gl.attachShader(prog, shader(gl.VERTEX_SHADER, 'in vec2 p; out vec2 uv; void main() { uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0.0, 1.0); }'));
  gl.attachShader(prog, shader(gl.FRAGMENT_SHADER, 'in vec2 uv; uniform sampler2D t; out vec4 o; void main() { o = texture(t, uv); }'));
  gl.linkProgram(prog);
  const buf = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buf);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const section = app.stage.children[0].children[0];
  const tex = app.renderer.texture.getGlSource(section.renderGroup.texture.source).texture;
  const hook = {
    postrender() {
      gl.bindFramebuffer(gl.FRAMEBUFFER, null);
      gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
      gl.disable(gl.STENCIL_TEST);
      gl.disable(gl.SCISSOR_TEST);
      gl.useProgram(prog);
      gl.bindVertexArray(null);
      gl.bindBuffer(gl.ARRAY_BUFFER, buf);
      const loc = gl.getAttribLocation(prog, 'p');
      gl.enableVertexAttribArray(loc);
      gl.vertexAttribPointer(loc, 2, gl.FLOAT, false, 0, 0);
      gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, tex);
      gl.uniform1i(gl.getUniformLocation(prog, 't'), 0);
      gl.enable(gl.BLEND);
      gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      gl.disableVertexAttribArray(loc);
      // Pixi's cached GL state is now wrong: make it set everything again next frame.
      app.renderer.resetState();
    },
  };
  app.renderer.runners.postrender.add(hook);
  window.__undo = () => {
    app.renderer.runners.postrender.remove(hook);
    window.__undo = null;
  };
}
