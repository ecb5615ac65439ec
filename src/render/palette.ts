// Colours and text styles of the board, in one place so the whole board reads consistently on
// dark asphalt. Plain data: no Pixi import, so tests can check it under node.
import { sidesInPlay, type GameState, type Player } from '../engine';

export const BACKGROUND = '#4a3d29'; // the desert at night, round the verge (roadside.ts)
export const COLOURS = {
  asphalt: 0x34373b,
  asphaltAlt: 0x2f3236, // alternate sections, so section boundaries read at a glance
  laneLine: 0x8e949b,
  divider: 0x6c7278,
  edge: 0xf2f2f2,
  sectionLine: 0xd8d8d8,
  startLine: 0xffffff,
  finishDark: 0x111111,
  finishLight: 0xf5f5f5,
  limitText: '#ffcf5a',
  plate: 0x141414,
  plateEdge: 0xffcf5a,
  windscreen: 0x9fd3ff,
  gun: 0x111111,
  wreck: 0x3a3a3a,
  wreckCross: 0xff5a36,
  pendingRing: 0xffe14d,
  outOfControl: 0xff8c1a,
  markerFaceDown: 0x1b1b1b,
  markerEdge: 0xbfbfbf,
  oil: 0x050505,
  oilSheen: 0x3b2f5c,
  smoke: 0xb8bcc2,
  mine: 0x556b2f,
  mineDot: 0xff3b30,
  spikes: 0xc0c0c0,
  zone: 0xffe14d,
  ghost: 0xffffff,
  corridor: 0xff3b30,
  /** A shot or ram at the shooter's own side (issue 29): the panel's --own-side. */
  ownSide: 0xff7ae0,
  /** The arrow on the board's edge towards a crash out of view (offscreen.ts). */
  crashMark: 0xffb020,
  ruler: 0xffffff,
  hover: 0x7cff7c,
  legal: 0x7cff7c,
  hoverIllegal: 0xbbbbbb,
  spinRing: 0xffffff,
  /** The lesson's pointer (issue 10): the yellow of the lesson card and its highlighted control. */
  lessonPointer: 0xffcc1a,
  // random road hazards (p76)
  sand: 0xd6b26a,
  sandRipple: 0xa8823e,
  sandGrain: 0x8a6a30,
  debris: 0x4a4038,
  debrisShard: 0xc9c2b8,
  debrisRust: 0xc0642a,
  obstacle: 0xf4f1ea,
  obstacleStripe: 0xd8262b,
  obstacleRim: 0x1a1a1a,
  ballast: 0x6b6158,
  sleeper: 0x5a3b22,
  rail: 0xd0d4d8,
  crossbuck: 0xffffff,
  spinRolled: 0xffe14d,
} as const;

/** Body colours per side (per player seat before the set-up decides sides): red-ish, blue-ish, then more, up to eight sides. */
export const OWNER_COLOURS = [0xe0483e, 0x3f8cff, 0x3fc46a, 0xf2b630, 0xb565e8, 0x32c8c8, 0xff7ab8, 0xe6e6e6] as const;
/**
 * The colour-blind-safe side colours (issue 9): Okabe & Ito's palette ("Color Universal Design",
 * 2008), told apart under protanopia, deuteranopia and tritanopia. Its dark blue and black are
 * left out (lost on asphalt); orange and sky blue lead, the pair that stays apart for every kind.
 * Games Six to Eight can have eight sides: white and a pale blue (not in the set) are the seventh and eighth.
 */
export const OKABE_ITO = [0xe69f00, 0x56b4e9, 0x009e73, 0xf0e442, 0xcc79a7, 0xd55e00, 0xffffff, 0x9ad0f5] as const;
export type PaletteName = 'standard' | 'okabeIto';
export const SIDE_PALETTES: Record<PaletteName, readonly number[]> = { standard: OWNER_COLOURS, okabeIto: OKABE_ITO };
export const PALETTE_LABELS: Record<PaletteName, string> = { standard: 'Standard (red, blue, green…)', okabeIto: 'Colour-blind safe (Okabe–Ito: orange, sky blue, green…)' };
const NEUTRAL = 0xbdbdbd;

/** Colour of a vehicle by the seat of the player who drives it, in the chosen side palette. */
export function ownerColour(players: Player[], owner: string, palette: PaletteName = 'standard'): number {
  const i = players.findIndex((p) => p.id === owner);
  const colours = SIDE_PALETTES[palette] ?? OWNER_COLOURS;
  return i < 0 ? NEUTRAL : colours[i % colours.length];
}

/**
 * Colour of every vehicle: its side's, by the order the sides first appear (engine sidesInPlay), so
 * a side's vehicles share a colour; a vehicle whose side the set-up has not decided yet (Game One
 * before the die, p87) has its driver's seat colour, which is the colour its side will get when
 * each player has one vehicle.
 */
export function vehicleColours(s: GameState, palette: PaletteName = 'standard'): Map<string, number> {
  const colours = SIDE_PALETTES[palette] ?? OWNER_COLOURS;
  const sides = sidesInPlay(s).filter((x) => x.id !== '');
  const out = new Map<string, number>();
  for (const v of s.vehicles) {
    const i = v.side === '' ? -1 : sides.findIndex((x) => x.id === v.side);
    out.set(v.id, i < 0 ? ownerColour(s.players, v.owner, palette) : colours[i % colours.length]);
  }
  return out;
}

/** Colour of a side by its place among the sides in play (the same as its vehicles'). */
export const sideColour = (index: number, palette: PaletteName = 'standard'): number => {
  const colours = SIDE_PALETTES[palette] ?? OWNER_COLOURS;
  return colours[index % colours.length];
};

/** '#rrggbb' for DOM / text styles. */
export const hex = (c: number): string => `#${c.toString(16).padStart(6, '0')}`;

/** Relative luminance (WCAG), to keep body colours readable on asphalt (tested). */
export function luminance(c: number): number {
  const ch = [(c >> 16) & 255, (c >> 8) & 255, c & 255].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
}

export function contrast(a: number, b: number): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// Text styles: module-level constants so @pixi/react does not rebuild a style every render.
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const base = { fontFamily: FONT, fontWeight: '600' as const, stroke: { color: '#000000', width: 3, join: 'round' as const } };
export const TEXT = {
  name: { ...base, fontSize: 12, fill: '#ffffff' },
  /** A side's name over its vehicles, drawn in the side's colour (sideTags.ts). */
  side: { ...base, fontSize: 12, fontWeight: '800' as const, fill: '#ffffff', stroke: { color: '#000000', width: 4, join: 'round' as const } },
  badge: { ...base, fontSize: 11, fill: hex(COLOURS.outOfControl) },
  section: { ...base, fontSize: 12, fill: '#cfd3d8' },
  limit: { ...base, fontSize: 11, fill: COLOURS.limitText },
  marker: { ...base, fontSize: 13, fill: '#ffffff' },
  tag: { ...base, fontSize: 10, fill: '#ffe14d' },
  ruler: { ...base, fontSize: 13, fill: '#ffffff' },
  /** The ruler's label when the target is on the shooter's own side. */
  ownSide: { ...base, fontSize: 14, fontWeight: '800' as const, fill: hex(COLOURS.ownSide), stroke: { color: '#000000', width: 4, join: 'round' as const } },
  spin: { ...base, fontSize: 11, fill: '#ffffff' },
  /** The word beside the arrow towards a crash out of view (offscreen.ts). */
  crashMark: { ...base, fontSize: 14, fontWeight: '800' as const, fill: '#ffb020', stroke: { color: '#000000', width: 4, join: 'round' as const } },
  spinRolled: { ...base, fontSize: 12, fill: hex(COLOURS.spinRolled) },
  /** The damage number: big, bold, red on a thick black outline (floaters.ts places it). */
  damage: { ...base, fontSize: 28, fontWeight: '900' as const, fill: '#ff3b30', stroke: { color: '#000000', width: 6, join: 'round' as const } },
} as const;
export type TextKind = keyof typeof TEXT;

/** The roadside and the asphalt's texture (roadside.ts, drawTrack.ts): a dusty desert at night. */
export const ROADSIDE = {
  sand: 0x6e5a3c,
  sandDark: 0x5c4a31,
  shoulder: 0x4d463d,
  scrub: [0x4f5e2c, 0x667236, 0x3f4a25] as const,
  scrubShade: 0x2a3019,
  rock: 0x7d756b,
  rockShade: 0x4a443d,
  gritLight: 0x5a5e63,
  gritDark: 0x232528,
  patch: 0x2a2c30,
  crack: 0x1f2124,
  lanePaint: 0xdadada,
  edgePaint: 0xf4f4f4,
  shadow: 0x000000,
} as const;
