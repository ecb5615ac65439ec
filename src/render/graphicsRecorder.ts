// Tests' stand-in for Pixi's Graphics: records every drawing call, so shapes are checked without WebGL.
import type { Graphics } from 'pixi.js';

export interface DrawCall {
  op: string;
  args: unknown[];
}

export function recorder(): { g: Graphics; calls: DrawCall[] } {
  const calls: DrawCall[] = [];
  const g: Record<string, unknown> = {};
  for (const op of ['clear', 'rect', 'roundRect', 'circle', 'poly', 'fill', 'stroke', 'moveTo', 'lineTo']) {
    g[op] = (...args: unknown[]) => {
      calls.push({ op, args });
      return g;
    };
  }
  return { g: g as unknown as Graphics, calls };
}
