// The garage lesson: design a car within Game Four's budget (Vehicle Design, p80-84; p88). The
// last step waits for a saved design that the engine's validateDesign passes.
import type { GarageLesson } from './types';

export const GARAGE_LESSON: GarageLesson = {
  kind: 'garage',
  id: 'garage',
  title: 'Design a car',
  summary: 'The garage: a chassis, weapons on its mounts, cost and weight within Game Four’s $50,000.',
  minutes: 5,
  scenario: 'gameFour',
  ideas: ['design', 'budget'],
  steps: [
    {
      id: 'intro', title: 'The garage', target: 'garage',
      text: 'From Game Four on, each player designs a car (p80-84). A design is a chassis, plus weapons on its mounts, within a budget: Game Four gives $50,000 and asks for a Renegade with at least one weapon (p88). Press Next.',
    },
    {
      id: 'name', title: 'A name', target: 'design-name',
      text: 'Every design has a name: the record sheet and the log use it. Type one in the highlighted box, then press Next.',
    },
    {
      id: 'chassis', title: 'The chassis', target: 'chassis-renegade',
      text: 'The chassis sets speed, armour, damage, handling and the mounts. A Renegade costs $35,000 of your $50,000 and carries 600 lb. Keep “Renegade” chosen and press Next.',
    },
    {
      id: 'hood', title: 'A hood weapon', target: 'mount-hood-0',
      text: 'The hood mount fires forward along the car’s two lanes. Choose a Machine gun in the highlighted list ($5,000, range 16), then press Next.',
    },
    {
      id: 'passive', title: 'A passive', target: 'mount-passive-0',
      text: 'The passive mount drops markers behind you: oil, mines, smoke or spikes. Choose an Oil layer, then press Next.',
    },
    {
      id: 'checks', title: 'Cost, weight and the checks', target: 'design-check',
      text: 'The totals show cost against the budget and weight against the payload; the checks list anything the rules forbid. Check against Game Four (the highlighted list) — “Ready” means the design may be used. Press Next.',
    },
    {
      id: 'save', title: 'Save it', target: 'design-save', waitFor: 'savedWithinBudget',
      text: 'Press Save. The lesson goes on once a design saved now passes Game Four’s checks: within $50,000, a Renegade, at least one weapon.',
    },
    {
      id: 'done', title: 'Ready for Game Four', target: 'design-list',
      text: 'Your design is in the list. On the new-game screen, choose Game Four or Five and pick it for your seat. Press Next to finish.',
    },
  ],
};
