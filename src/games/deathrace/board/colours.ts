// The Deathrace board's colours: the teams' colours are the Okabe-Ito set (safe for colour-blind
// players, as the road-gang board's), the track in asphalt and concrete.
export const DR_COLOURS = {
  ground: '#2a2620',
  asphalt: 0x4b4d52,
  wall: 0xa89f8e,
  wallEdge: 0x5e574b,
  infield: 0x3d5a36,
  checkpoint: 0xffe14d,
  start: 0xffffff,
  ramp: 0xc77d3a,
  rampTop: 0xffb060,
  plate: 0x2ec4d6,
  pit: 0x5b6b7a,
  evac: 0x7cff7c,
  pickup: 0xe0e0e0,
  lava: 0xff4a12,
  lavaCrust: 0x7a1600,
  slick: 0x050505,
  active: 0xffe14d,
  ghostOk: 0x7cff7c,
  ghostBad: 0xff5a4d,
  ruler: 0xffffff,
  wreck: 0x777777,
  label: '#f4eeda',
};

const TEAMS = [0xe69f00, 0x56b4e9, 0xcc79a7, 0x009e73, 0xf0e442, 0x0072b2, 0xd55e00, 0x999999];

export const playerColour = (index: number): number => TEAMS[index % TEAMS.length];
export const playerCss = (index: number): string => `#${playerColour(index).toString(16).padStart(6, '0')}`;
