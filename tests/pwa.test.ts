// The icons drawn in code are real PNGs of the asked size, and the service worker precaches the build.
import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { iconPng } from '../scripts/pwa/icon';
import { serviceWorkerSource } from '../scripts/pwa/sw';

describe('pwa build pieces', () => {
  it('writes a PNG of the size asked, with a road and a red car', () => {
    const png = iconPng(48);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(48);
    expect(png.readUInt32BE(20)).toBe(48);
    const idatLen = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLen));
    expect(raw.length).toBe(48 * (1 + 48 * 4));
    const px = (x: number, y: number) => [...raw.subarray(y * (1 + 48 * 4) + 1 + x * 4, y * (1 + 48 * 4) + 1 + x * 4 + 3)];
    expect(px(24, 30)).toEqual([0xd9, 0x47, 0x2b]);
    expect(px(2, 2)).toEqual([0x18, 0x19, 0x1b]);
  });
  it('the service worker names its build and precaches the files it is given', () => {
    const src = serviceWorkerSource(['assets/a.js', 'index.html'], 'abc123');
    expect(src).toContain("const CACHE = 'dark-future-abc123'");
    expect(src).toContain('["assets/a.js","index.html"]');
    expect(() => new Function(src)).not.toThrow();
  });
});
