// The rules reference's entries, in our own words (not the rulebook's text). Numbers that the
// engine holds are in its tables (ruleTable), not repeated here, except where a sentence needs one
// to make sense; the reference test checks each such number against the engine's data.
import type { RuleEntry } from './entry';

export const RULE_ENTRIES: RuleEntry[] = [
  // ---------------------------------------------------------------- Turn sequence
  {
    id: 'dice', pages: ['p1'], group: 'Turn sequence', title: 'The dice',
    text: [
      'Every roll in the game is made with ordinary six-sided dice, one or more at a time; a roll of two dice adds them. The app rolls them for you, or, with the "roll real dice" option, asks you for each die you roll at the table and says what it is for.',
    ],
  },
  {
    id: 'turn', pages: ['p8'], group: 'Turn sequence', title: 'Turns and phases',
    text: [
      'A turn is a few seconds of driving, cut into at most six phases. The phasing die shows the phase being played; a turn has as many phases as the fastest vehicle\'s speed factor, and always at least one.',
      'In each phase every driver gets one action and, if the car is fast enough, one move. Drivers go fastest first: declare the action, make the move, take the hazard rolls it brings, then lay a passive or fire if the action allows.',
      'Vehicles too slow to move this phase, and stationary ones, still get an action, but only to shoot a direct-fire weapon or lay smoke.',
    ],
  },
  {
    id: 'declare', pages: ['p11'], group: 'Turn sequence', title: 'Declaring an action',
    text: [
      'Before the car moves its driver says what the one action of the phase will be: a manoeuvre (drift or U-turn), accelerate or brake by a number of mph, reverse, ram, or shoot (naming the weapon, or a passive). Doing nothing is allowed: the car just moves straight ahead at a steady speed.',
      'One action a phase means a car cannot manoeuvre and shoot in the same phase. A driver who has lost control takes no action at all.',
    ],
  },
  {
    id: 'speed-factor', pages: ['p11', 'p12'], group: 'Turn sequence', title: 'Speed factor and who moves when',
    text: [
      'The speed factor is the speed in mph divided by 20, rounded up. A vehicle moves in every phase whose number is no higher than its speed factor, so speed factor 3 moves in phases 1, 2 and 3.',
      'Within a phase the faster vehicle (in mph) goes first. At equal speed the one in front goes first; neck and neck, or facing different ways, both roll a die and the lower goes first. The order is fixed at the start of the phase and only a collision changes it.',
    ],
    tables: ['speedFactor'],
  },
  {
    id: 'grid', pages: ['p10'], group: 'Turn sequence', title: 'The grid',
    text: [
      'The road is eight lanes wide and cut into spaces. A car fills two lanes of one space; the area it covers is its contact zone.',
      'On curves the inner lanes have fewer spaces than the outer ones. A car on lanes with uneven spaces counts its position and its moves by the dividing line on its outer side.',
    ],
  },
  // ---------------------------------------------------------------- Movement
  {
    id: 'move', pages: ['p12'], group: 'Movement', title: 'The straight-ahead move',
    text: ['Each move takes the car one space forward along its own lanes. This move is compulsory: a car fast enough to move this phase must make it before anything else, and every manoeuvre starts with it.'],
  },
  {
    id: 'drift', pages: ['p13'], group: 'Movement', title: 'Drift',
    text: [
      'After the straight-ahead move the car slides one lane to either side, staying in the same space. It is refused if another car or the road\'s edge is in the way.',
      'On a corner or bend a drift may only go to the outside lane; a car leaving a curve onto a straight may drift either way.',
      'A drift is safe up to its safety limit; above it the driver takes a hazard roll.',
      'Cutting up: you may not drift in front of a car that was beside you and has still to move this phase. A stationary car being cut up declares at once; if it moves off, the cut-up is not allowed.',
    ],
  },
  {
    id: 'u-turn', pages: ['p14'], group: 'Movement', title: 'U-turn',
    text: [
      'A wide turn, six lanes across, that leaves the car facing the other way. Nothing may be in those six lanes, so a U-turn can never be used to ram.',
      'It is not allowed on a curve, except from the edge of the road across a straight. It is safe at low speed, needs a hazard roll a little faster, and at high speed the car loses control instead of turning (see the safety limits).',
    ],
    tables: ['safetyLimits'],
  },
  {
    id: 'accelerate', pages: ['p15'], group: 'Movement', title: 'Accelerating, moving off and maximum speed',
    text: [
      'Accelerate adds up to the car\'s acceleration in mph. The car moves first, then its speed goes up; a hazard roll in the same move uses the new speed. Only a car that moves this phase can accelerate, and never above its maximum speed.',
      'With acceleration down to 0 the engine can no longer push: the car loses 5 mph after each move. A car left above a lowered maximum speed also counts as having no acceleration until it has slowed to it.',
      'Moving off: a car standing still at the start of phase 1 may accelerate (or reverse) and, in the same action, drift or U-turn. It is the only time a driver gets two things in one action.',
    ],
  },
  {
    id: 'brake', pages: ['p16'], group: 'Movement', title: 'Braking',
    text: [
      'Brake takes off up to the car\'s braking in mph. The car still moves its space first, then slows; a hazard roll in the same move uses the slower speed.',
      'Only a car moving this phase can brake. Braking never falls below 5 mph. What a brake action uses counts against the phase\'s panic-brake allowance.',
    ],
  },
  {
    id: 'reverse', pages: ['p17'], group: 'Movement', title: 'Reverse, regain control and ram actions',
    text: [
      'A car (not a bike) standing still at the start of phase 1 may reverse one space, counted as 10 mph, and may drift or U-turn as part of it (not on a curve). Reversing takes the action, ignores hazard rolls and leaves the car stopped again.',
      'A driver out of control takes a control loss test before each move; passing it uses the action to regain control.',
      'The only way to drive into another vehicle on purpose is a ram action: straight into it, or sideways into a car beside you after a straight-ahead move (a sideswipe). A driver who would collide whatever he did must declare a ram.',
    ],
  },
  {
    id: 'realign', pages: ['p46'], group: 'Movement', title: 'Moving back onto the grid',
    text: [
      'A car that stops at an angle after a spin must first turn back onto the grid (45 degrees at a time) and then make a normal straight-ahead move; it moves off at up to 20 mph. A moving car at an angle covers four lanes.',
    ],
  },
  // ---------------------------------------------------------------- Shooting
  {
    id: 'shoot', pages: ['p22'], group: 'Shooting', title: 'Shoot actions and passive weapons',
    text: [
      'Shooting comes after the move and its hazard rolls. A shoot action names the weapon (or a passive) before the move. A driver who panic brakes or loses control in the phase cannot shoot.',
      'Passive weapons (oil, mines, smoke, spikes) drop a marker on the two lanes right behind the car after its move. Oil, mines and spikes go face down, smoke face up. Only a car that moves this phase can lay them, except smoke.',
      'Dummies: a car with a passive weapon also carries dummy markers. Laying one looks exactly like laying the real thing; it is only turned over, and removed, when a car drives onto it.',
      'Once you start checking the range and fire corridor you are committed to fire (the "measure only when committed" option keeps this rule).',
    ],
  },
  {
    id: 'lock-on', pages: ['p23'], group: 'Shooting', title: 'Locking on, two passives, tail-gating',
    text: [
      'An oil or smoke layer can be locked on with a shoot action: it then lays a marker after every move without an action, until a later shoot action switches it off. A spinning car\'s locked-on layer lays nothing but still uses its load. A car too slow to move only lays smoke; its oil switches itself off.',
      'An Interceptor has two passive mounts; using both puts one marker on the other.',
      'Being tail-gated (a car right behind you): a die decides whether a passive lands, odd it fails, even it is laid, under the other car if need be. Smoke always lands. A car with a marker laid under it takes its effects after its next move.',
    ],
  },
  {
    id: 'passive-hits', pages: ['p24'], group: 'Shooting', title: 'Running into passives',
    text: [
      'A vehicle hits a marker that lies anywhere in its contact zone: the marker is turned over (a dummy or a mine is then removed), the move is finished, then damage is rolled, then hazard rolls. A car right behind a marker always runs into it, because every move starts straight ahead.',
    ],
  },
  {
    id: 'fire-corridor', pages: ['p25'], group: 'Shooting', title: 'Fire corridors, targets and range',
    text: [
      'A fixed weapon fires only along its fire corridor, the lanes straight ahead of it (behind it for a rear mount). On a curve, or into one, the corridor is the ruler laid from the car\'s front. Corridors stop at the road\'s edge.',
      'The target is the closest vehicle in the corridor, friend or foe: a friend in the way blocks the shot. You cannot aim at markers or at a chosen part of a car.',
      'Range is the number of spaces to the target, counting its space but not your own. Beyond 6 spaces (but within the weapon\'s range) it counts as 6. A shot beyond the weapon\'s range misses and still uses the ammunition.',
    ],
  },
  {
    id: 'hit-roll', pages: ['p26'], group: 'Shooting', title: 'Hit rolls',
    text: [
      'Roll a die, add the weapon\'s accuracy and the tactical factors: the shot hits if the total reaches the range. A natural 1 always misses.',
      'Tactical factors: hood and turret weapons are steadier; smoke in the corridor, a very fast firer or target, and small bike targets make it harder.',
    ],
    tables: ['tacticalFactors', 'weapons'],
  },
  {
    id: 'turrets', pages: ['p27'], group: 'Shooting', title: 'Turrets',
    text: ['A turret points its weapons all round and picks the nearest enemy by itself; friends are ignored. With equally near targets it prefers the one behind. Firing still takes a shoot action.'],
  },
  // ---------------------------------------------------------------- Damage
  {
    id: 'damage', pages: ['p28'], group: 'Damage', title: 'Damage rolls, armour and damage levels',
    text: [
      'Each hit rolls a die, adds the hit\'s damage (the weapon\'s number; for rams and crashes the speed factors) and subtracts the target\'s armour. The result comes off the damage track; zero or less does nothing.',
      'A natural 6 on that die is a critical hit as well, whatever the armour.',
      'Falling below each damage level on the record sheet costs the car 10 mph of maximum speed, 3 mph of acceleration and 1 point of handling.',
      'Several hits are worked out one after another, each in the order: damage, critical, terminal damage, then hazard rolls. High-explosive (HE) hits also force a hazard roll.',
    ],
    tables: ['vehicles', 'heLimits'],
  },
  {
    id: 'passive-damage', pages: ['p30', 'p31'], group: 'Damage', title: 'Oil, mines, smoke and spikes',
    text: [
      'Oil does no damage but each drive through it takes 1 off handling, at most 2 in all. It then asks for a hazard roll: a high limit for a straight run, a low one for any other move, on a curve, or after a panic brake in the phase. Oil is always tested last.',
      'A pattern mine is one hit with its damage, a hazard roll, and the marker is removed.',
      'Smoke hides what is behind it (a hit penalty for each marker in the corridor, counting one under the target) and asks for a hazard roll above its limit.',
      'Spikes: the layer\'s owner rolls for the tyres; a car slow enough is immune.',
      'Two identical markers at once: two oil hits; mines roll both damages and one hazard roll at a lower limit; smoke one roll; spikes one hit. Different markers are each taken in turn.',
    ],
    tables: ['safetyLimits'],
  },
  {
    id: 'terminal', pages: ['p35'], group: 'Damage', title: 'Terminal damage',
    text: [
      'When the last damage point goes, the engine is disabled, every weapon stops and handling falls to 0. Later hits roll no damage but can still score criticals, and on every such hit a die of 1 makes the car explode (a driver critical), once only.',
    ],
  },
  // ---------------------------------------------------------------- Critical hits
  {
    id: 'criticals', pages: ['p32'], group: 'Critical hits', title: 'Critical hits and the target matrix',
    text: [
      'A natural 6 on a damage roll scores a critical. Work out the facing that was hit (front, rear, side, floor or roof), then roll on that facing\'s column of the target matrix to find what was hit. Passive hits come from the floor, rolls on the roof, crashes on a rolled facing.',
      'One roll per critical: if it finds something not fitted, or already gone, the critical is wasted. Wings, sides and passives take a second roll, odd left, even right.',
    ],
    tables: ['targetMatrix'],
  },
  {
    id: 'critical-results', pages: ['p34'], group: 'Critical hits', title: 'Critical results: driver, engine, wheels, bodywork',
    text: [
      'Driver: hurt or injured drivers take a hazard roll (injured also loses drive skill), a limb lost costs drive skill, a knock-out leaves no driver.',
      'No driver: the car is out of control, adds 2 to control loss tests, slows 5 mph after each move and crashes if it ends a move on a curve.',
      'Engine: some results disable the engine (acceleration 0, 5 mph lost after each move, lasers get one last shot, turrets stop), others halve acceleration, drop braking or cut the power to lasers and turrets; an explosion is another HE hit.',
      'Wheels: brakes halved, steering or axle damaged (an axle makes the car a wreck when it stops), a split tyre that may shred, or a tyre destroyed (handling and maximum speed lost, and a hazard roll).',
      'Bodywork: transmission, VDU, fuel line, brake line, a severed weapon link, or the screen (a hazard roll).',
    ],
    tables: ['criticalResults'],
  },
  {
    id: 'weapon-criticals', pages: ['p35'], group: 'Critical hits', title: 'Weapon and fuel criticals',
    text: [
      'A damaged weapon loses 2 accuracy and may jam on each shot; a jammed one fires again only on a 6; a severed command link leaves it whole but unusable; a destroyed HE weapon may explode.',
      'A holed tank leaks: at the end of each turn a 1 disables the engine. An exploding tank is a big HE hit on the rear and disables the engine.',
    ],
    tables: ['criticalResults'],
  },
  // ---------------------------------------------------------------- Hazards and control loss
  {
    id: 'hazard-roll', pages: ['p38', 'p39'], group: 'Hazards and control loss', title: 'Safety limits and hazard rolls',
    text: [
      'Curves, manoeuvres, markers, hits and rams each have a safety limit. A vehicle going faster than the limit takes a hazard roll; at the limit or below it is safe.',
      'The roll: a die, plus 1 for every 10 mph (or part of 10) over the limit, minus optimum control. The total gives OK, a panic brake or control loss.',
      'On a curve the limit is printed on the lane; a car across two lanes uses the outer lane\'s limit.',
    ],
    tables: ['safetyLimits', 'curveLimits', 'excessSpeed', 'hazardResults'],
  },
  {
    id: 'drivers', pages: ['p40'], group: 'Hazards and control loss', title: 'Drive skill, handling, optimum and adverse control',
    text: [
      'Drive skill is the driver\'s ability; handling is the car\'s grip. Optimum control is the higher of the two and helps hazard rolls; adverse control is the lower and is used in control loss tests.',
      'A driver at drive skill 0 is unconscious, below 0 dead: the car has no driver. A car at handling 0 loses control at once. Either way it comes to a stop and stays stopped.',
      'Curves: a hazard roll after every move that ends on a curve, at the printed limit. Driving off a curve needs none.',
      'Hazard rolls from hits come after the damage is marked, with the handling and drive skill that are left.',
    ],
  },
  {
    id: 'panic-brake', pages: ['p41'], group: 'Hazards and control loss', title: 'Panic braking, several tests, optimum speed',
    text: [
      'A panic brake slows the car at once by 5 mph for each point of the total. The driver cannot shoot or lay passives for the rest of the phase.',
      'In one phase a car cannot slow by more than its braking, brake actions and panic brakes together: a panic brake bigger than what is left makes the car lose control.',
      'Several tests in one move are taken highest limit first, oil always last. A panic brake that brings the car down to a later limit saves that test.',
      'Optimum speed: the fastest speed at which even a 6 on the hazard roll cannot make you lose control. The hints on the board show it for each hazard ahead.',
    ],
    tables: ['hazardResults'],
  },
  {
    id: 'control-loss', pages: ['p42'], group: 'Hazards and control loss', title: 'Control loss',
    text: [
      'A car out of control takes no action and no hazard rolls. Before each of its moves it takes a control loss test: a die, plus its speed factor, minus adverse control (plus 2 with no handling or no driver).',
      'The result: regain control, skid (and perhaps regain control), spin or roll. A spinning car cannot regain control.',
    ],
    tables: ['controlLoss'],
  },
  {
    id: 'skid', pages: ['p43'], group: 'Hazards and control loss', title: 'Skids',
    text: ['A skidding car rolls a die: even, it skids straight ahead; odd, it drift skids one lane (outwards on a curve, otherwise a second die picks the side). A drift skid moves like a drift. Each kind costs speed.'],
    tables: ['skids'],
  },
  {
    id: 'spin', pages: ['p44'], group: 'Hazards and control loss', title: 'Spins and the spin template',
    text: [
      'A car that starts to spin skids first. The first spin rolls its direction (odd anticlockwise, even clockwise); then a die plus the speed factor on the template gives how far it turns and how much speed it loses. Later spins keep the same direction and need no skid test.',
      'A car turning on a curve crashes. A rotation blocked by another car is a collision instead.',
    ],
    tables: ['spinTemplate'],
  },
  {
    id: 'roll', pages: ['p46'], group: 'Hazards and control loss', title: 'Rolling',
    text: ['A rolling car skids, then spins (ignoring the template\'s speed loss), then turns over: it takes one hit per speed factor, each at the speed factor, stops and is a wreck.'],
  },
  // ---------------------------------------------------------------- Rams and crashes
  {
    id: 'rams', pages: ['p52'], group: 'Rams and crashes', title: 'Rams and contact zones',
    text: [
      'Whenever a moving vehicle\'s contact zone would overlap another\'s, a ram happens: the rammer stays where it is, the kind of ram is found, damage is rolled, speeds change, and those still moving and in control take a hazard roll.',
      'Head-on: the two face each other; both stop. Shunt: same direction, a slower target. A vehicle at an angle to the grid covers four lanes.',
    ],
  },
  {
    id: 'sideswipe', pages: ['p54'], group: 'Rams and crashes', title: 'Sideswipes',
    text: [
      'After a straight-ahead move a driver may swerve into a car in the next lanes of the same space: neck and neck (same direction) or opposed. Both drivers roll a die and add optimum control (adverse if out of control); the rammer adds 1. Higher wins; equal is a draw.',
    ],
  },
  {
    id: 'ram-damage', pages: ['p56'], group: 'Rams and crashes', title: 'Ram damage, speeds and hazards',
    text: [
      'Head-on: both take hits equal to the two speed factors added together, each that strong. Shunt: both take the difference of the speed factors (none when equal). Sideswipes: the loser takes one hit (the difference neck and neck, the sum opposed); a draw hurts both.',
      'Speeds: a shunt passes half the difference in speed (rounded up) from the rammer to the target; a neck and neck sideswipe costs both 10 mph, an opposed one 20 mph.',
      'Hazard rolls after a ram have their own limits; the target of a shunt ignores panic brake results. A car that loses control in a sideswipe skids away from the other car without a skid test.',
    ],
    tables: ['safetyLimits'],
  },
  {
    id: 'wrecks', pages: ['p57'], group: 'Rams and crashes', title: 'Stationary cars, wrecks, moving after a shunt',
    text: [
      'Hitting a stationary car facing you, a wreck, or a car at an angle is always head-on. After a shunt the target makes its move first, then the rammer finishes its own.',
      'A skidding or spinning car moves in a fixed order: forward, then the drift skid, then the spin.',
    ],
  },
  {
    id: 'crashes', pages: ['p58'], group: 'Rams and crashes', title: 'Crashes',
    text: [
      'A car whose contact zone leaves the road crashes and is out of the game; drivers in control may never choose a move that crashes. Spinning on a curve, or ending a move on a curve with no driver, also crashes.',
      'Crash damage (one hit per speed factor) is only rolled when the crash damage option is on, as in campaigns.',
    ],
  },
  // ---------------------------------------------------------------- Bikes
  {
    id: 'bikes', pages: ['p64'], group: 'Bikes', title: 'Bikes',
    text: [
      'Bikes are small and quick: less damage and armour, strong acceleration and braking. They cannot reverse and have their own target matrix and control loss table (a bike rolls where a car would spin).',
      'For some tests a bike uses reduced handling: high-explosive hits, criticals, mines, debris, sand and oil on curves (or after a panic brake), collisions. Manoeuvres, curves and the rest use its full handling.',
      'A fallen bike is no target and no obstacle for fixed weapons.',
    ],
    tables: ['bikeControlLoss', 'bikeTargetMatrix'],
  },
  // ---------------------------------------------------------------- Track
  {
    id: 'track', pages: ['p74'], group: 'Track', title: 'Generating the track',
    text: [
      'The road starts with three straights; each new section is rolled: mostly straights, sometimes a curve, a corner or a wider bend, turning left or right. After two curves the same way the next turns back. The box limits the pieces there are.',
    ],
  },
  {
    id: 'rolling-road', pages: ['p75'], group: 'Track', title: 'The rolling road',
    text: ['As the cars drive on, sections behind the last car are taken up and new ones laid ahead, keeping seven in play; the direction of play can change.'],
  },
  {
    id: 'road-hazards', pages: ['p76'], group: 'Track', title: 'Random road hazards',
    text: ['A new section may bring a hazard: sand, debris or obstacles at the road\'s edge, or a railroad crossing (with a chance of a train). Each has its own safety limit; obstacles are hit like wrecks.'],
    tables: ['safetyLimits'],
  },
  // ---------------------------------------------------------------- Design
  {
    id: 'design', pages: ['p80', 'p81'], group: 'Design', title: 'Designing a vehicle',
    text: ['Pick a chassis, then weapons for its mounts within its payload and your money. Each weapon has a class that says which mounts take it; passives only go on passive mounts.'],
    tables: ['vehicles', 'weapons'],
  },
  {
    id: 'linking', pages: ['p82'], group: 'Design', title: 'Linking weapons',
    text: ['Identical weapons may be linked: one shoot action fires them all, each shot rolled in turn. A linked pair cannot be fired separately.'],
  },
  {
    id: 'hardware', pages: ['p83', 'p84'], group: 'Design', title: 'Vehicles and weapons',
    text: ['The characteristics of every chassis and weapon.'],
    tables: ['vehicles', 'weapons'],
  },
  // ---------------------------------------------------------------- Scenarios
  {
    id: 'scenarios', pages: ['p87'], group: 'Scenarios', title: 'Games One to Three',
    text: [
      'Game One: two Renegades on a straight road, each with a machine gun and an oil layer. A die decides who drives the lead car; the chase car is placed in the first section, the lead car in the next. The lead car wins by crossing the finish line, the chase car by stopping it.',
      'Game Two adds curves (a die picks one of six layouts). Game Three lets each player choose an offensive or defensive car and roll its armament; the starting speed is rolled and either driver may object to a fast one.',
    ],
  },
  {
    id: 'scenarios-later', pages: ['p88'], group: 'Scenarios', title: 'Games Four to Eight',
    text: ['Later games roll each driver\'s skill, let players design their own vehicles, use the rolling road and bring in more players and vehicles.'],
  },
];
