// Issue 32's seats on the new-game form: online, each seat is 'here' (played on the host's
// screen), 'invite' (a link with a seat token) or the computer (docs/online.md, Seats). A game's
// form keeps its own seat values (a person, or a computer level); where a person plays online is
// kept here, by game and player, so no form's draft (Dark Future's is its store's) gains a value
// its hot-seat start would not know. Hot-seat, nothing of it is shown or sent.
import { create } from 'zustand';
import type { SeatKind } from '../shell/online/protocol';
import type { SeatChoice } from './FormParts';

/** The seat value a form's select shows for a person played on the host's screen, and sends online. */
export const HERE_SEAT: SeatKind = 'here';

interface Places {
  /** `${game}/${player}` of the person seats the host plays here. */
  here: Readonly<Record<string, true>>;
  set(key: string, here: boolean): void;
}

const usePlaces = create<Places>((set) => ({
  here: {},
  set: (key, on) =>
    set((s) => {
      const here = { ...s.here };
      if (on) here[key] = true;
      else delete here[key];
      return { here };
    }),
}));

/** Forgets every choice (tests). */
export const resetOnlinePlaces = (): void => usePlaces.setState({ here: {} });

/** Online, a person's choice becomes two: by an invite link (the form's own value) or here. */
export function placeChoices(choices: readonly SeatChoice[], person: string): SeatChoice[] {
  return choices.flatMap((c) =>
    c.value === person
      ? [
          { ...c, label: `${c.label}, invited by link` },
          { value: HERE_SEAT, label: `${c.label}, here on this screen` },
        ]
      : [c],
  );
}

export interface OnlinePlaces {
  /** The seat choices a form's select offers: a person's twice when online. */
  choices(choices: readonly SeatChoice[]): readonly SeatChoice[];
  /** The value a seat's select shows: HERE_SEAT for a person played here, online. */
  shown(player: string, seat: string): string;
  /** A seat chosen in the select: the form's own value goes to `onSeat` (a person's for HERE_SEAT). */
  pick(player: string, value: string, onSeat: (value: string) => void): void;
  /** Player `index` of `players` leaves the form: each after it takes the place of the one before. */
  remove(players: readonly string[], index: number): void;
  /** The seats a form hands to the screen's start: its computer seats, and online the persons played here. */
  seats(formSeats: Readonly<Record<string, string>>, players: readonly string[]): Record<string, string>;
}

/** One game's form's seats as an online table takes them; `person` is the form's value for a person. */
export function useOnlinePlaces(game: string, online: boolean, person: string): OnlinePlaces {
  const here = usePlaces((s) => s.here);
  const set = usePlaces((s) => s.set);
  const isHere = (player: string) => online && here[`${game}/${player}`] === true;
  return {
    choices: (choices) => (online ? placeChoices(choices, person) : choices),
    shown: (player, seat) => (seat === person && isHere(player) ? HERE_SEAT : seat),
    pick(player, value, onSeat) {
      set(`${game}/${player}`, value === HERE_SEAT);
      onSeat(value === HERE_SEAT ? person : value);
    },
    remove(players, index) {
      for (let k = index; k < players.length; k++) set(`${game}/${players[k]}`, k + 1 < players.length && here[`${game}/${players[k + 1]}`] === true);
    },
    seats(formSeats, players) {
      const computers = Object.fromEntries(Object.entries(formSeats).filter(([, v]) => v !== person));
      return { ...computers, ...Object.fromEntries(players.filter((p) => computers[p] === undefined && isHere(p)).map((p) => [p, HERE_SEAT])) };
    },
  };
}
