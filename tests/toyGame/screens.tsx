// The toy game's form, table and replay: plain buttons over the shell's session store.
import { useState } from 'react';
import type { GameModule, GameScreens, NewGameFormProps } from '../../src/shell/games';
import { replayShown, useSession } from '../../src/shell/sessionStore';
import { toyRuleset, type ToyState } from './rules';

function NewGame({ start }: NewGameFormProps) {
  const [names, setNames] = useState(['Ann', 'Bob']);
  return (
    <form data-testid="toy-form" onSubmit={(e) => (e.preventDefault(), start({ players: names.map((name, i) => ({ id: `p${i + 1}`, name })) }, 7))}>
      {names.map((n, i) => (
        <input key={i} data-testid={`toy-name-${i}`} value={n} onChange={(e) => setNames(names.map((x, k) => (k === i ? e.target.value : x)))} />
      ))}
      <button type="submit" data-testid="toy-start">Start</button>
    </form>
  );
}

function Board({ s }: { s: ToyState }) {
  return <p data-testid="toy-scores">{s.players.map((p) => `${p.name} ${s.scores[p.id]}`).join(' · ')}{s.winner ? ` · winner ${s.winner}` : ''}</p>;
}

function Screen() {
  const session = useSession((x) => x.session)!;
  const play = useSession((x) => x.play);
  const s = session.state as ToyState;
  return (
    <main data-testid="toy-screen">
      <Board s={s} />
      {toyRuleset.legalCommands(s).map((c, i) => (
        <button key={i} type="button" data-testid={`toy-cmd-${i}`} onClick={() => play(c)}>{JSON.stringify(c)}</button>
      ))}
      <button type="button" data-testid="toy-keep" onClick={() => useSession.getState().keepCurrent()}>Keep</button>
      <button type="button" data-testid="toy-quit" onClick={() => useSession.getState().quit()}>Quit</button>
    </main>
  );
}

function Watch() {
  const replay = useSession((x) => x.replay)!;
  const shown = replayShown(replay)!;
  return (
    <main data-testid="toy-watch">
      <Board s={shown.state as ToyState} />
      <button type="button" data-testid="toy-next" onClick={() => useSession.getState().replayMove(1, 'decision')}>Next</button>
      <button type="button" data-testid="toy-close" onClick={() => useSession.getState().closeReplay()}>Close</button>
    </main>
  );
}

const screens: GameScreens = { NewGame, Screen, Watch };

export const toyGame: GameModule<ToyState> = {
  id: toyRuleset.id,
  title: 'Race to ten',
  blurb: 'a toy game of the test suite',
  source: 'tests/toyGame',
  savedDetails: (g) => [g.players.join(', '), `round ${g.turn}`],
  load: async () => ({ ruleset: toyRuleset }),
  screens: async () => screens,
};
