// "Learn to play": a guided Game One (p87) against a scripted rival. The dice are arranged so that
// in about fifteen minutes every basic idea happens once, each where it happens on the board.
// Each step's dice are exactly what its command rolls (checked in lessons.test.ts), in order.
import type { Command } from '../../engine';
import type { GameLesson } from './types';

const YOU = 'rookie';
const RIVAL = 'razor';
const ME = 'car1';
const HIM = 'car2';
const declare = (vehicle: string, action: Extract<Command, { type: 'declare' }>['action']): Command => ({ type: 'declare', vehicle, action });
const straight = (vehicle: string) => declare(vehicle, { kind: 'none' });

export const GAME_ONE_LESSON: GameLesson = {
  kind: 'game',
  id: 'gameOne',
  title: 'Your first game',
  summary: 'Game One, guided: a chase on a straight road against a scripted rival. Speed, phases, shooting, hazards, oil, control loss, a spin, a ram.',
  minutes: 15,
  setup: { scenario: 'gameOne', players: [{ id: YOU, name: 'Rookie' }, { id: RIVAL, name: 'Razor' }] },
  seed: 1,
  you: YOU,
  // Each of these happens to your own car (lessons.test.ts checks the events' vehicle).
  yours: ['accelerating', 'braking', 'drift', 'hazardRoll', 'panicBrake', 'brakingAllowance', 'oilLaid', 'dummy', 'oilHit', 'controlLoss', 'skid', 'spin'],
  ideas: ['speedFactor', 'phases', 'declaring', 'accelerating', 'braking', 'fireCorridor', 'hit', 'damage', 'critical', 'drift', 'hazardRoll', 'panicBrake', 'brakingAllowance', 'oilLaid', 'dummy', 'oilHit', 'controlLoss', 'skid', 'spin', 'ram', 'finish'],
  steps: [
    {
      id: 'welcome', title: 'Welcome to Dark Future', callout: 'board',
      text: 'This is Game One: two armed Renegade cars on a straight road of seven sections, finish line at the far end. You are Rookie; your rival is Razor. The lead car wins by crossing the finish line; the chase car wins by stopping it. The app rolls every die and applies every rule — in this lesson the dice are arranged so you see each basic idea once. Press Next.',
    },
    {
      id: 'roll-for-lead', title: 'Who leads?', callout: 'decision', command: { type: 'rollForLead' }, dice: [2],
      text: 'One player rolls a die: odd, they drive the lead car; even, the chase car. Press “Roll for the lead car”.',
      result: 'You rolled 2, even: you drive the chase car, car 1. Razor drives the lead car. Your job is to stop it before the finish line.',
    },
    {
      id: 'place-you', title: 'Place your car', callout: 'decision', resultBoard: { kind: 'vehicle', vehicle: ME }, command: { type: 'place', vehicle: ME, lane: 2, t0: 40 },
      text: 'The chase car is placed first, anywhere in the first section of road. A car covers two lanes and one space. Choose Lanes 2-3 and Section 1, space 3, then press Place.',
      tryInstead: [{ label: 'place it in section 2', command: { type: 'place', vehicle: ME, lane: 2, t0: 80 }, why: 'The chase car starts in the first section; the lead car goes in the one in front (p87).' }],
      result: 'Your car is on the board, near the left edge of the road (lane 1 is the edge). Its record sheet (below the log) shows its speed, damage, braking and handling.',
      resultCallout: 'board',
    },
    {
      id: 'place-rival', title: 'The lead car', callout: 'board', resultBoard: { kind: 'vehicle', vehicle: HIM }, by: 'rival', command: { type: 'place', vehicle: HIM, lane: 2, t0: 100 },
      text: 'Now Razor places the lead car anywhere in the section in front. Press Next to watch.',
      result: 'Both cars are placed, two spaces apart in the same lanes. Both start at 60 mph.',
    },
    {
      id: 'speed-factor', title: 'Speed factor and phases', callout: 'die', board: { kind: 'vehicle', vehicle: ME }, ideas: ['speedFactor', 'phases'],
      text: 'A turn has up to six phases; the phasing die at the top shows which one. A car’s speed factor is its mph divided by 20, rounded up: 60 mph is speed factor 3. In each phase a car moves one space if its speed factor is at least the phase number: at 60 mph, phases 1, 2 and 3. The fastest car moves first; at equal speed the one in front (p12). Press Next.',
    },
    {
      id: 'rival-accelerates', title: 'Declaring', callout: 'banner', by: 'rival', command: declare(HIM, { kind: 'accelerate', by: 20 }), ideas: ['declaring'],
      text: 'Phase 1. Before each move a driver declares one action: straight ahead, accelerate, brake, drift, shoot, lay oil... Razor is in front, so Razor declares first. Press Next.',
      result: 'Razor moved one space, then the speed track went up by 20 mph, to 80: the car moves first, and its speed changes after the move (p15).',
    },
    {
      id: 'you-accelerate', title: 'Accelerate', callout: 'decision', command: declare(ME, { kind: 'accelerate', by: 20 }), ideas: ['accelerating'],
      text: 'Your declaration. The list shows every legal action. A Renegade accelerates by up to 20 mph a phase. Choose “+20” in the Accelerate row.',
      tryInstead: [{ label: 'accelerate by 30 mph', command: declare(ME, { kind: 'accelerate', by: 30 }), why: 'A Renegade’s acceleration is 20 mph a phase, in steps of 5 (p11, p28).' }],
      result: 'You are at 80 mph: speed factor 4, so you now move in phases 1 to 4. Your record sheet shows the new speed.',
      resultCallout: 'sheet',
    },
    {
      id: 'rival-dummy', title: 'A face-down marker', callout: 'board', resultBoard: { kind: 'marker', marker: 'm1' }, by: 'rival', command: declare(HIM, { kind: 'shootPassive', weapon: 'car2.w2', dummy: true }),
      text: 'Phase 2. Both cars are at 80 mph; Razor is in front and moves first. Press Next.',
      result: 'Razor dropped a face-down marker behind the car. It may be a real oil slick or a dummy: only Razor knows (p22). It is turned over when a car runs over it.',
    },
    {
      id: 'you-shoot', title: 'The fire corridor', callout: 'board', board: { kind: 'corridor', vehicle: ME, weapon: 'car1.w1' }, command: declare(ME, { kind: 'shoot', weapon: 'car1.w1' }), ideas: ['fireCorridor'],
      text: 'Your hood machine gun fires straight ahead along your two lanes: its fire corridor, drawn on the board when you point at the shot. Razor is in it, four spaces away (the ruler); you move one space before you fire. Choose “Shoot the machine gun”.',
      tryInstead: [{ label: 'lay oil behind you', command: declare(ME, { kind: 'shootPassive', weapon: 'car1.w2', dummy: false }), why: 'Any car may lay oil behind it instead of shooting; it would only trouble a car behind you, and there is none (p22).' }],
      result: 'You moved one space; now you fire or hold fire.',
      resultCallout: 'decision',
    },
    {
      id: 'you-fire', title: 'A hit, its damage, a critical', callout: 'decision', board: { kind: 'vehicle', vehicle: HIM }, command: { type: 'fire', vehicle: ME, target: HIM }, dice: [5, 6, 1, 4], ideas: ['hit', 'damage', 'critical'],
      text: 'The hit roll is one die plus the gun’s accuracy (+2) and the hood mount (+1); it hits when the total reaches the range. Press “Fire at Razor’s Renegade”.',
      result: 'Roll 5 + 3 = 8, range 3: a hit. Damage is a die + 1 (the gun’s damage) − 3 (armour): 6 + 1 − 3 = 4 points. A natural 6 on the damage roll is a critical: rear, bodywork, brake line — Razor’s braking is halved to 15 mph. See the dice in “What just happened” and Razor’s record sheet.',
      resultCallout: 'rivalSheet',
    },
    {
      id: 'rival-oil', title: 'Another marker', callout: 'board', resultBoard: { kind: 'marker', marker: 'm2' }, by: 'rival', command: declare(HIM, { kind: 'shootPassive', weapon: 'car2.w2', dummy: false }),
      text: 'Phase 3. Razor moves first again. Press Next.',
      result: 'A second face-down marker, right behind Razor. Real or dummy? You will find out.',
    },
    {
      id: 'you-floor-it', title: 'Top speed', callout: 'decision', command: declare(ME, { kind: 'accelerate', by: 20 }),
      text: 'Accelerate by 20 mph again, to 100 mph: a Renegade’s maximum, speed factor 5. Choose “+20”.',
      result: 'You are at 100 mph. From phase 4 on you are the fastest, so you move first.',
    },
    {
      id: 'you-drift', title: 'Drift, hazard roll, panic brake', callout: 'decision', board: { kind: 'vehicle', vehicle: ME }, command: declare(ME, { kind: 'drift', side: 'right' }), dice: [4], ideas: ['drift', 'hazardRoll', 'panicBrake', 'brakingAllowance'],
      text: 'Phase 4. A drift moves you forward and one lane sideways. Above 80 mph a drift is a hazard (p38): you roll a die + 1 for every 10 mph over the limit − your optimum control (the better of handling 4 and drive skill 3). The button shows the odds. Choose “Drift right”.',
      tryInstead: [{ label: 'accelerate by 5 mph', command: declare(ME, { kind: 'accelerate', by: 5 }), why: 'You are at 100 mph, a Renegade’s top speed (p28).' }],
      result: 'Hazard roll: 4 + 2 − 4 = 2. A total of 1 to 4 is a panic brake of 5 mph per point: 10 mph, down to 90. Panic brakes come out of your braking allowance, 30 mph per phase (your sheet: Braking 30, used 10); more than that and you lose control (p41). You also ran over the first marker: a dummy, now removed.',
      resultCallout: 'sheet',
    },
    {
      id: 'rival-straight', title: 'Razor drives on', callout: 'board', by: 'rival', command: straight(HIM),
      text: 'Razor, at 80 mph, still moves in phase 4. Press Next.',
      result: 'Razor drove straight ahead. In phase 5 only a car at speed factor 5 moves: you.',
    },
    {
      id: 'you-brake', title: 'Braking onto oil', callout: 'decision', board: { kind: 'marker', marker: 'm2' }, resultBoard: { kind: 'vehicle', vehicle: ME }, command: declare(ME, { kind: 'brake', by: 10 }), dice: [3], ideas: ['braking', 'oilHit', 'controlLoss'],
      text: 'Brake by 10 mph: braking up to 30 mph a phase is free (p11). The second marker lies ahead, across your left lane. Choose “−10” in the Brake row.',
      tryInstead: [{ label: 'brake by 40 mph', command: declare(ME, { kind: 'brake', by: 40 }), why: 'A Renegade brakes by at most 30 mph a phase, its braking (p11); panic brakes share the same allowance (p41).' }],
      result: 'The marker was real oil. Oil costs 1 handling and a hazard roll: at 60 mph on a straight run, but at 30 mph when you brake, accelerate or drift (p30). 3 + 5 − 3 = 5: five or more is control loss. An out-of-control car makes no declarations until it regains control.',
      resultCallout: 'sheet',
    },
    {
      id: 'you-skid', title: 'Control loss and a skid', callout: 'board', resultBoard: { kind: 'vehicle', vehicle: ME }, by: 'rival', command: straight(HIM), dice: [1, 2], ideas: ['skid'],
      text: 'Turn 2. Razor drives straight; then it is your move, out of control: a control-loss test of a die + speed factor − adverse control (the worse of handling and drive skill) (p42). Press Next.',
      result: 'Test: 1 + 4 − 3 = 2: you skid, then regain control (2-3 on the table). The skid die was even: a straight skid, −5 mph (p43). You are back under control at 75 mph.',
      resultCallout: 'log',
    },
    {
      id: 'rival-brakes', title: 'Razor brakes', callout: 'board', by: 'rival', command: declare(HIM, { kind: 'brake', by: 15 }),
      text: 'Phase 2. Razor wants to make you overshoot. Press Next.',
      result: 'Razor braked by 15 mph, all its cut brake line allows, to 65 mph.',
    },
    {
      id: 'you-chase', title: 'Close in', callout: 'decision', command: declare(ME, { kind: 'accelerate', by: 20 }),
      text: 'Accelerate by 20 mph to close in. Choose “+20”.',
      result: '95 mph: speed factor 5.',
    },
    {
      id: 'you-top', title: '100 mph', callout: 'decision', command: declare(ME, { kind: 'accelerate', by: 5 }),
      text: 'Phase 3: you are faster, so you move first. Accelerate by 5 to 100 mph. Choose “+5”.',
      tryInstead: [{ label: 'accelerate by 10 mph', command: declare(ME, { kind: 'accelerate', by: 10 }), why: 'A Renegade’s top speed is 100 mph: 95 + 10 would pass it (p28).' }],
      result: '100 mph again. You gain a space on Razor in every phase Razor does not move.',
    },
    { id: 'rival-on-1', title: 'Razor drives on', callout: 'board', by: 'rival', command: straight(HIM), text: 'Razor, slower now, moves after you. Press Next.', result: 'Razor drove straight ahead, one space.' },
    {
      id: 'you-dummy', title: 'Your own dummy', callout: 'decision', resultBoard: { kind: 'marker', marker: 'm3' }, command: declare(ME, { kind: 'shootPassive', weapon: 'car1.w2', dummy: true }), ideas: ['dummy'],
      text: 'Phase 4. Your turn to bluff: lay a dummy oil marker. Real or dummy is secret (p22), so the app first asks the other player to look away. Press “Lay a passive marker…”, then “I am Rookie”, then “Lay a dummy oil marker”.',
      result: 'A face-down marker lies behind you. Razor cannot tell that it is a dummy: it cost one of your six dummies, not a shot of oil. So that nobody can tell, the record sheet on the screen shows your stock as if nothing had been laid; “Peek at my markers” shows you the truth (p22). You still moved straight ahead.',
      resultCallout: 'sheet',
    },
    { id: 'rival-on-2', title: 'Razor drives on', callout: 'board', by: 'rival', command: straight(HIM), text: 'Razor still moves in phase 4 (speed factor 4). Press Next.', result: 'Razor drove straight ahead. Phase 5 is next.', board: { kind: 'vehicle', vehicle: HIM } },
    {
      id: 'you-oil', title: 'Your own oil slick', callout: 'decision', command: declare(ME, { kind: 'shootPassive', weapon: 'car1.w2', dummy: false }), ideas: ['oilLaid'],
      text: 'Phase 5: at 65 mph (speed factor 4) Razor does not move, you do. This time lay real oil: a car that runs over it loses 1 handling and rolls a hazard (p30). Press “Lay a passive marker…”, then “I am Rookie”, then “Lay oil (real)”.',
      result: 'Real oil lies face down behind you: one shot of your oil layer, kept as secret as the dummy (p22). It looks exactly like your dummy. You are nose to tail with Razor, and turn 3 starts: you are faster and move first.',
      resultCallout: 'sheet', resultBoard: { kind: 'marker', marker: 'm4' },
    },
    {
      id: 'you-ram', title: 'Ram!', callout: 'decision', command: declare(ME, { kind: 'ram' }), board: { kind: 'vehicle', vehicle: HIM }, resultBoard: { kind: 'vehicle', vehicle: ME },
      dice: [3, 5, 6, 3, 2, 1, 1, 4, 1, 2, 2, 1, 1, 1, 1], ideas: ['ram', 'controlLoss', 'spin', 'finish'],
      text: 'Razor is straight ahead of you. Ram it: a shunt from behind (p52). Both cars take a hit, the faster gives the slower half the difference in speed, and both roll a hazard at the 40 mph shunt limit. Choose “Ram the vehicle ahead”.',
      result: 'The shunt: one hit each at +1 (you 3 + 1 − 3 armour = 1 point, Razor 5 + 1 − 3 = 3), Razor pushed up to 83 mph, you down to 82. The hazard rolls at the 40 mph limit: you 6 + 5 − 3 = 8, Razor 3 + 5 − 3 = 5: both cars lose control (p38). Press Next to see what that did to each car.',
      resultCallout: 'log',
    },
    {
      id: 'your-spin', title: 'Your car spins', callout: 'board', board: { kind: 'vehicle', vehicle: ME },
      text: 'Your control-loss test: 4 + speed factor 5 − adverse control 3 = 6, and 6-7 on the table is a spin (p42). A spin starts as a skid: forward one space, then the skid die (odd: a drift skid, to the right, −10 mph, p43). Then the spin template turns the car: a die for the direction (even: clockwise) and a die + speed factor, 1 + 4 = 5: a quarter turn, 90°, and −20 mph (p44). Your car is now sideways at 52 mph, and a spinning car cannot regain control: it spins on in every move, along the line it was travelling, until it comes to a halt (p42, p44-45). The yellow arrow on the board shows your car.',
    },
    {
      id: 'razor-crash', title: 'Razor leaves the road', callout: 'board', board: { kind: 'space', lane: 1, t0: 300, t1: 320, what: 'the space where Razor left the road' },
      text: 'Razor’s test: 2 + 5 − 3 = 4, a skid: a drift skid to the left, to lane 1. In the next phase Razor tests again: 1 + 4 − 3 = 2, which on the table is a skid and regaining control — but the skid is to the left again, and lane 1 is the edge: the car skids off the road and crashes (p43, p58). The lead car is out of the race, so the chase car wins (p87).',
    },
    {
      id: 'the-end', title: 'You won your first game', callout: 'decision',
      text: 'That is a whole Game One: speed factor and phases, declaring, accelerating and braking, the fire corridor, a hit and a critical, drifting and a hazard roll, a panic brake within the braking allowance, laying oil and a dummy, hitting oil, control loss, a skid, a spin with the template and a ram. The log keeps every roll with its page. Next: the curves lesson, or start a real game.',
    },
  ],
};
