// For tests: a scenario's set-up played on the real engine, each decision answered by `pick`
// (the first command offered unless told), `seen` shown every state on the way.
import { apply, legalCommands, newGame, type Command, type GameSetup, type GameState } from '../../engine';

export function throughSetup(setup: GameSetup, seed: number, pick: (offered: Command[]) => Command = (c) => c[0], seen: (s: GameState) => void = () => {}): GameState {
  const r = newGame(setup, seed);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  while (s.flow.kind === 'setup') {
    seen(s);
    const x = apply(s, pick(legalCommands(s)));
    if (!x.ok) throw new Error(x.error.message);
    s = x.value.state;
  }
  return s;
}
