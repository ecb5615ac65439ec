// The road-gang board's colours: the gangs' colours are the Okabe-Ito set (safe for colour-blind
// players), the road in desert tones.
export const RG_COLOURS = {
  verge: '#3b3226',
  road: 0x56565c,
  roadAlt: 0x444449,
  roadEdge: 0x2c2c30,
  start: 0x2f6f4f,
  end: 0x7a2f2f,
  choosable: 0x7cff7c,
  active: 0xffe14d,
  abandoned: 0x777777,
  oil: 0x050505,
  tacks: 0xc0c0c0,
  obstacle: 0x8b5a2b,
  dash: 0xe8dcb0,
  badge: 0x1b1b1f,
  label: '#f1e6c4',
};

const GANGS = [0xe69f00, 0x56b4e9, 0x009e73, 0xcc79a7, 0xf0e442, 0x0072b2, 0xd55e00, 0x999999];

export const playerColour = (index: number): number => GANGS[index % GANGS.length];
export const playerCss = (index: number): string => `#${playerColour(index).toString(16).padStart(6, '0')}`;
