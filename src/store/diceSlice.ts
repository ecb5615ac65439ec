// Real dice (issue 11): a command the engine refused with NEEDS_DIE waits here for the dice the
// players roll at the table; each die entered is final (nothing offers to take it back), and once
// the dice asked for are in, the command goes to the engine again carrying them. The engine may
// then ask for more (a hit roll that hits wants a damage roll): the same command waits again.
import type { Slice } from './slice';
import type { DiceSlice } from './types';

export const diceSlice: Slice<DiceSlice> = (set, get) => ({
  diceAsk: null,

  enterDie: (n) => {
    const ask = get().diceAsk;
    if (!ask || !Number.isInteger(n) || n < 1 || n > 6) return false;
    const entered = [...ask.entered, n];
    if (entered.length < ask.need.count) {
      set({ diceAsk: { ...ask, entered } });
      return true;
    }
    set({ diceAsk: null });
    // dispatch asks again (a new diceAsk) when the engine wants more dice.
    get().dispatch({ ...ask.command, dice: [...ask.dice, ...entered] });
    return true;
  },
});
