// The curves lesson: Game Two (p87) on layout 2, a corner right. Uneven lanes, the safety limits
// printed on a curve's lanes, braking to the limit before it, drifting only outwards, and the
// hazard roll for going over the limit (p10, p13, p38-40). Shorter than Game One's lesson: it ends
// as you leave the corner, with the game still running.
import type { Command } from '../../engine';
import type { GameLesson } from './types';

const ME = 'car1';
const HIM = 'car2';
const declare = (vehicle: string, action: Extract<Command, { type: 'declare' }>['action']): Command => ({ type: 'declare', vehicle, action });
const straight = (vehicle: string) => declare(vehicle, { kind: 'none' });

export const CURVES_LESSON: GameLesson = {
  kind: 'game',
  id: 'curves',
  title: 'Curves',
  summary: 'Game Two, guided: a corner with uneven lanes and printed safety limits. Brake for the limit, drift outwards, and what going over costs.',
  minutes: 6,
  setup: { scenario: 'gameTwo', players: [{ id: 'rookie', name: 'Rookie' }, { id: 'razor', name: 'Razor' }] },
  seed: 1,
  you: 'rookie',
  endsGame: false,
  ideas: ['curveLimit', 'curveMove', 'braking', 'drift'],
  steps: [
    {
      id: 'welcome', title: 'Game Two: curves', callout: 'board',
      text: 'Game Two is Game One on a curving road: a die picks one of six layouts of straights, bends (60°) and corners (90°). Everything else is as in Game One. Press Next.',
    },
    {
      id: 'roll-track', title: 'Roll for the road', callout: 'decision', command: { type: 'roll' }, dice: [2],
      text: 'One die picks the layout. Press the highlighted Roll button.',
      result: 'You rolled 2: two straights, then a corner to the right, and later one to the left. Look at the board: on the corner the lanes are uneven.',
      resultCallout: 'board',
    },
    {
      id: 'roll-for-lead', title: 'Who leads?', callout: 'decision', command: { type: 'rollForLead' }, dice: [2],
      text: 'As in Game One: odd, you lead; even, you chase. Press “Roll for the lead car”.',
      result: 'Even: you drive the chase car again.',
    },
    {
      id: 'place-you', title: 'Place your car', callout: 'decision', command: { type: 'place', vehicle: ME, lane: 4, t0: 40 },
      text: 'Choose Lanes 4-5 and Section 1, space 3, then press Place.',
      result: 'Placed, in the middle of the road.',
    },
    {
      id: 'place-rival', title: 'The lead car', callout: 'board', by: 'rival', command: { type: 'place', vehicle: HIM, lane: 6, t0: 100 },
      text: 'Razor places the lead car in section 2, on the inside of the coming corner. Press Next.',
      result: 'Razor is on lanes 6-7: the inside of a right-hand corner.',
    },
    {
      id: 'limits', title: 'Uneven lanes, printed limits', callout: 'board',
      text: 'On a curve the inner lanes are shorter: a corner’s lanes have 2, 3 or 4 spaces from the inside out, and a car moves to the next divider of its outer lane (p10). Each pair of lanes has a safety limit printed on it: on a corner 30, 40, 50 and 60 mph from the inside out. A car over the limit of its outer lane rolls a hazard after each move on the curve (p38). The limits are printed on the board; on a small screen ⤢ on the board shows the whole road. Press Next.',
    },
    {
      id: 'rival-corner', title: 'Razor takes the corner', callout: 'board', by: 'rival', command: straight(HIM), dice: [2], ideas: ['curveLimit'],
      text: 'Phase 1. Razor drives into the corner at 60 mph on lanes 6-7, limited to 40. Press Next.',
      result: 'Hazard roll: 2 + 2 (20 mph over) − 4 (optimum control) = 0: OK. Razor got away with it this time.',
      resultCallout: 'log',
    },
    {
      id: 'you-approach', title: 'Approach', callout: 'decision', command: straight(ME),
      text: 'You are two spaces from the corner. Choose “Straight ahead”.',
      result: 'One space closer.',
    },
    {
      id: 'rival-corner-2', title: 'Razor again', callout: 'board', by: 'rival', command: straight(HIM), dice: [2],
      text: 'Every move Razor ends on the corner over its limit costs another hazard roll. Press Next.',
      result: 'Another 0: OK again. The odds were 2 in 6 for a panic brake.',
    },
    {
      id: 'you-brake', title: 'Brake for the limit', callout: 'decision', command: declare(ME, { kind: 'brake', by: 10 }), ideas: ['braking'],
      text: 'Your lanes, 4-5, will be on the corner’s 50 mph pair (lane 4 is the outer one of your pair). Brake by 10 mph to 50 now, and the corner costs you nothing. Choose “−10”.',
      tryInstead: [{ label: 'drift right, to the inside', command: declare(ME, { kind: 'drift', side: 'right' }), why: 'Legal here on the straight, but the inside lanes have lower limits (40, then 30 mph).' }],
      result: '50 mph: speed factor 3, so you still move in phases 1 to 3.',
    },
    { id: 'rival-on', title: 'Razor leaves the corner', callout: 'board', by: 'rival', command: straight(HIM), text: 'Press Next.', result: 'Razor is back on a straight.' },
    { id: 'you-on', title: 'The last straight space', callout: 'decision', command: straight(ME), text: 'Choose “Straight ahead”.', result: 'Turn 2 next: you enter the corner.' },
    { id: 'rival-on-2', title: 'Razor drives on', callout: 'board', by: 'rival', command: straight(HIM), text: 'Press Next.', result: 'Razor drove straight ahead.' },
    {
      id: 'you-enter', title: 'Into the corner', callout: 'decision', command: straight(ME), ideas: ['curveMove'],
      text: 'Drive into the corner at exactly 50 mph. Choose “Straight ahead”.',
      result: 'No hazard roll: 50 mph is not over the 50 mph limit (p38: at the limit is safe).',
      resultCallout: 'log',
    },
    { id: 'rival-on-3', title: 'Razor drives on', callout: 'board', by: 'rival', command: straight(HIM), text: 'Press Next.', result: 'Razor drove straight ahead.' },
    {
      id: 'you-drift-out', title: 'Drift outwards only', callout: 'decision', command: declare(ME, { kind: 'drift', side: 'left' }), ideas: ['drift'],
      text: 'On a curve a car may drift only outwards (p13): here, left. Choose “Drift left”.',
      tryInstead: [{ label: 'drift right, inwards', command: declare(ME, { kind: 'drift', side: 'right' }), why: 'On a bend or corner a drift may only go towards the outside (p13).' }],
      result: 'Lanes 3-4: still the 50 mph pair (lane 3 is your outer lane). No hazard.',
    },
    { id: 'rival-on-4', title: 'Razor drives on', callout: 'board', by: 'rival', command: straight(HIM), text: 'Press Next.', result: 'Razor drove straight ahead.' },
    {
      id: 'you-over', title: 'Over the limit', callout: 'decision', command: declare(ME, { kind: 'accelerate', by: 20 }), dice: [3], ideas: ['curveLimit', 'panicBrake'],
      text: 'Razor is getting away. Accelerate by 20 mph while still on the corner: the button shows the odds of the hazard roll at 70 mph on a 50 mph lane. Choose “+20”.',
      result: 'Hazard roll: 3 + 2 − 4 = 1: a panic brake of 5 mph, to 65. That is the price of speed on a curve. You have finished the curves lesson: leave the corner and play on, or quit.',
      resultCallout: 'sheet',
    },
  ],
};
