// Where a lesson step points: the control to use (found by the command it sends, never by
// working the rule out again) and the part of the screen its words are about.
import type { Command, GameState } from '../../engine';
import { commandKey, type BoardTarget, type Callout, type LessonStep } from '../../store';

/** A control to highlight; `value` is what to choose in a select. */
export interface Target {
  find: () => Element[];
  value?: string;
}

const byTestId = (id: string): Target['find'] => () => [...document.querySelectorAll(`[data-testid="${id}"]`)];

/** The controls that send this command (the action buttons carry their command as data-cmd). */
export function controlsFor(c: Command): Target[] {
  switch (c.type) {
    case 'rollForLead':
      return [{ find: byTestId('roll-for-lead') }];
    case 'roll':
      return [{ find: byTestId('setup-roll') }];
    case 'place':
      return [{ find: byTestId('place-lanes'), value: String(c.lane) }, { find: byTestId('place-space'), value: String(c.t0) }, { find: byTestId('place-submit') }];
    case 'fire':
      return [{ find: byTestId(`fire-${c.target}`) }];
    case 'holdFire':
      return [{ find: byTestId('hold-fire') }];
    case 'declare': {
      const key = commandKey(c);
      const button: Target = { find: () => [...document.querySelectorAll('[data-cmd]')].filter((e) => e.getAttribute('data-cmd') === key) };
      // On a touch screen the first tap selects; the confirm bar then commits.
      const confirm: Target = { find: byTestId('confirm-action') };
      // Real or dummy is secret (p22): the choice is behind the pass-the-device screen until opened.
      if (c.action.kind === 'shootPassive') return [button, confirm, { find: byTestId('secret-passives') }, { find: byTestId('pass-show') }];
      return [button, confirm];
    }
    default:
      return [];
  }
}

/** The controls of a step: its own command's, or the lesson's Next button. */
export function stepTargets(step: LessonStep, done: boolean): Target[] {
  if (done || !step.command || step.by === 'rival') return [{ find: byTestId('lesson-next') }];
  return controlsFor(step.command);
}

/** Record sheets of the player's cars (mine) or the others'. */
const sheets = (game: GameState | null, you: string, mine: boolean): Target['find'] => () =>
  (game?.vehicles ?? []).filter((v) => (v.owner === you) === mine).flatMap((v) => [...document.querySelectorAll(`[data-testid="sheet-${v.id}"]`)]);

/**
 * Where an area's tag goes (tutorial.css), so it lies on none of the area's words or buttons:
 * 'top', a strip the area makes room for at its top; 'below', a line the area makes room for under
 * it (a heading); 'header', under a small part of the header (over the board's edge); 'inside', at
 * the foot of the board, in the middle (the board keeps its size; its top has the lesson card, Skip
 * and the zoom buttons).
 */
export type TagPlace = 'top' | 'below' | 'header' | 'inside';

const areas = (game: GameState | null, you: string): Record<Callout, { find: Target['find']; label: string; place?: TagPlace }> => ({
  board: { find: byTestId('board-area'), label: 'The board', place: 'inside' },
  sheet: { find: sheets(game, you, true), label: 'Your record sheet' },
  rivalSheet: { find: sheets(game, you, false), label: 'Rival’s record sheet' },
  die: { find: byTestId('phase-die'), label: 'Phasing die', place: 'header' },
  // The log's section, not its scroll box: a scroll box's strip for the tag scrolled its lines under the tag.
  log: { find: () => byTestId('log')().map((e) => e.closest('section.log') ?? e), label: 'The log' },
  recap: { find: byTestId('recap'), label: 'The dice' },
  decision: { find: byTestId('decision-heading'), label: 'Your decision', place: 'below' },
  banner: { find: byTestId('pending-banner'), label: 'Whose turn', place: 'header' },
  garage: { find: byTestId('garage'), label: 'The garage' },
});

export const calloutArea = (c: Callout, game: GameState | null, you: string) => areas(game, you)[c];

/** The board pointer in words, for the lesson card (readers who do not see the canvas get it too). */
export function boardWords(t: BoardTarget, game: GameState | null, you: string): string {
  const car = (id: string) => {
    const v = game?.vehicles.find((x) => x.id === id);
    return !v ? 'a car' : v.owner === you ? 'your car' : v.name;
  };
  if (t.what) return t.what;
  switch (t.kind) {
    case 'vehicle':
      return car(t.vehicle);
    case 'marker': {
      const m = game?.markers.find((x) => x.id === t.marker);
      return m ? `the face-down marker laid by ${car(m.owner)}` : 'a marker';
    }
    case 'corridor':
      return `the fire corridor of ${car(t.vehicle)}`;
    case 'space':
      return `lanes ${t.lane}-${t.lane + 1} there`;
  }
}
