// The curves lesson: Game Two (p87) on layout 2, a corner right. Uneven lanes, the safety limits
// printed on a curve's lanes, braking to the limit before it, drifting only outwards, and the
// hazard roll for going over the limit (p10, p13, p38-40). Shorter than Game One's lesson: it plays
// its game to the end, when Razor takes the second corner too fast and a spin there is a crash (p58).
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
  summary: 'Game Two, guided: corners with uneven lanes and printed safety limits. Brake for the limit, drift outwards, and what going over costs, to the end of the game.',
  minutes: 8,
  setup: { scenario: 'gameTwo', players: [{ id: 'rookie', name: 'Rookie' }, { id: 'razor', name: 'Razor' }] },
  seed: 1,
  you: 'rookie',
  ideas: ['curveLimit', 'curveMove', 'braking', 'drift', 'controlLoss', 'finish'],
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
      id: 'limits', title: 'Uneven lanes, printed limits', callout: 'board', board: { kind: 'space', lane: 6, t0: 120, t1: 180, what: 'Razor’s lanes 6-7 round the corner, judged by lane 6: 40 mph' },
      text: 'On a curve the inner lanes are shorter: a corner’s lanes have 2, 3 or 4 spaces from the inside out, and a car moves to the next divider of its outer lane (p10). Each pair of lanes has a safety limit printed on it: on a corner 30, 40, 50 and 60 mph from the inside out. A car over the limit of its outer lane rolls a hazard after each move on the curve (p38). The limits are printed on the board; on a small screen ⤢ on the board shows the whole road. Press Next.',
    },
    {
      id: 'rival-corner', title: 'Razor takes the corner', callout: 'board', board: { kind: 'vehicle', vehicle: HIM }, by: 'rival', command: straight(HIM), dice: [2], ideas: ['curveLimit'],
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
      id: 'you-brake', title: 'Brake for the limit', callout: 'decision', board: { kind: 'space', lane: 4, t0: 120, t1: 180, what: 'your lanes 4-5 round the corner, judged by lane 4: 50 mph' }, command: declare(ME, { kind: 'brake', by: 10 }), ideas: ['braking'],
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
      id: 'you-drift-out', title: 'Drift outwards only', callout: 'decision', board: { kind: 'vehicle', vehicle: ME }, command: declare(ME, { kind: 'drift', side: 'left' }), ideas: ['drift'],
      text: 'On a curve a car may drift only outwards (p13): here, left. Choose “Drift left”.',
      tryInstead: [{ label: 'drift right, inwards', command: declare(ME, { kind: 'drift', side: 'right' }), why: 'On a bend or corner a drift may only go towards the outside (p13).' }],
      result: 'Lanes 3-4: still the 50 mph pair (lane 3 is your outer lane). No hazard.',
    },
    { id: 'rival-on-4', title: 'Razor drives on', callout: 'board', by: 'rival', command: straight(HIM), text: 'Press Next.', result: 'Razor drove straight ahead.' },
    {
      id: 'you-over', title: 'Over the limit', callout: 'decision', resultBoard: { kind: 'vehicle', vehicle: ME }, command: declare(ME, { kind: 'accelerate', by: 20 }), dice: [3], ideas: ['curveLimit', 'panicBrake'],
      text: 'Razor is getting away. Accelerate by 20 mph while still on the corner: the button shows the odds of the hazard roll at 70 mph on a 50 mph lane. Choose “+20”.',
      result: 'Hazard roll: 3 + 2 − 4 = 1: a panic brake of 5 mph, to 65. That is the price of speed on a curve, and you are still over the limit.',
      resultCallout: 'sheet',
    },
    {
      id: 'you-back-to-limit', title: 'Back to the limit', callout: 'decision', command: declare(ME, { kind: 'brake', by: 15 }),
      text: 'Still on the corner at 65 mph on a 50 mph lane: every move you end here over the limit costs another hazard roll (p38). Brake by 15 mph, back to 50. Choose “−15”.',
      result: '50 mph, exactly the limit: no hazard roll this time. Braking up to 30 mph a phase is free (p11).',
    },
    {
      id: 'rival-speeds', title: 'Razor speeds up', callout: 'board', by: 'rival', command: declare(HIM, { kind: 'accelerate', by: 20 }), board: { kind: 'vehicle', vehicle: HIM },
      text: 'Turn 3. Razor is on the straight between the two corners and wants to get away. Press Next.',
      result: 'Razor accelerated to 80 mph. The next corner, to the left, starts two spaces ahead of Razor.',
    },
    { id: 'you-leave', title: 'Out of the corner', callout: 'decision', command: straight(ME), text: 'Choose “Straight ahead”.', result: 'You are back on a straight: no curve limit here, only the drift limit of 80 mph (p38).' },
    { id: 'rival-on-5', title: 'Razor drives on', callout: 'board', by: 'rival', command: straight(HIM), text: 'Press Next.', result: 'Razor is one space from the left corner, still at 80 mph.' },
    { id: 'you-follow', title: 'Follow', callout: 'decision', command: straight(ME), text: 'Choose “Straight ahead”.', result: 'One space on.' },
    {
      id: 'rival-too-fast', title: 'Too fast into the corner', callout: 'board', by: 'rival', command: declare(HIM, { kind: 'accelerate', by: 20 }), dice: [5], ideas: ['curveLimit', 'controlLoss'], board: { kind: 'vehicle', vehicle: HIM },
      text: 'Razor accelerates to 100 mph and drives into the left-hand corner. On a left corner the inside is lane 1, so Razor’s lanes 6-7 are judged by lane 7, in the outermost pair: 60 mph. Press Next.',
      result: 'Hazard roll: 5 + 4 (40 mph over the limit) − 4 (optimum control) = 5: five or more is control loss (p38). Razor makes no more declarations until control comes back.',
      resultCallout: 'log',
    },
    {
      id: 'you-watch', title: 'A spin on a curve', callout: 'decision', command: straight(ME), dice: [4, 1], ideas: ['skid', 'finish'],
      text: 'Choose “Straight ahead”, then watch Razor’s move: out of control, it takes a control-loss test instead of a declaration.',
      result: 'Razor’s test: 4 + speed factor 5 − adverse control 3 = 6: a spin (p42). The skid comes first: on a curve a drift skid always goes outwards (p43). Then the car must start to rotate — and a car forced to rotate on a curve is removed at once: it crashes (p58). The lead car is out of the race, so the chase car wins (p87).',
      resultCallout: 'log', resultBoard: { kind: 'space', lane: 7, t0: 315, t1: 330, what: 'the space where Razor crashed' },
    },
    {
      id: 'the-end', title: 'Curves learned', callout: 'decision',
      text: 'You braked to the printed limit before the corner, drifted only outwards, paid a hazard roll for going over, and saw what a spin on a curve does. The chase car won. Next: the garage lesson, or a real Game Two.',
    },
  ],
};
