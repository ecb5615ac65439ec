// The app's icons drawn in code (no downloaded art): a car on a road, as an SVG and as PNGs of
// any size (Chrome's install prompt wants 192 and 512 pixel PNGs). A PNG is written by hand with
// node's zlib: a signature, IHDR, one IDAT of filtered RGBA rows, IEND.
import { deflateSync } from 'node:zlib';

const ASPHALT = [0x18, 0x19, 0x1b];
const YELLOW = [0xf2, 0xc2, 0x1b];
const RED = [0xd9, 0x47, 0x2b];
const GLASS = [0x22, 0x22, 0x22];

/** The colour at (x, y) in a unit square: the road's edge lines, the centre dashes, a red car. */
function colour(x: number, y: number): number[] {
  const car = x > 0.36 && x < 0.64 && y > 0.22 && y < 0.78;
  if (car) return x > 0.41 && x < 0.59 && y > 0.32 && y < 0.46 ? GLASS : RED;
  if ((x > 0.1 && x < 0.15) || (x > 0.85 && x < 0.9)) return YELLOW;
  return ASPHALT;
}

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#18191b"/><rect x="10" width="5" height="100" fill="#f2c21b"/><rect x="85" width="5" height="100" fill="#f2c21b"/><rect x="36" y="22" width="28" height="56" rx="4" fill="#d9472b"/><rect x="41" y="32" width="18" height="14" fill="#222"/></svg>`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function iconPng(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const [r, g, b] = colour((x + 0.5) / size, (y + 0.5) / size);
      row.set([r, g, b, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
