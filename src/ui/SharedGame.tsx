// A Dark Future game opened from a share link (issue 11): the shell's dialog (SharedGameDialog)
// with this store's reading of it (parseSave at the door). A link to another game of the house is
// the session's to open (src/shell/useSharedLink.ts).
import { useState } from 'react';
import { SharedGameDialog } from '../shell/SharedGameDialog';
import { readShared } from '../shell/shareLink';
import { rulesetOfText } from '../shell/saves/slot';
import { ownsRuleset, parseSave, useStore } from '../store';
import { scenarioTitle } from '../engine';

function clearHash(): void {
  history.replaceState(null, '', location.pathname + location.search);
}

export function SharedGame() {
  // Read once, at start-up: the link the page was opened with.
  const [shared, setShared] = useState(() => {
    const s = readShared(location.hash);
    return s && (!s.ok || ownsRuleset(rulesetOfText(s.text))) ? s : null;
  });
  const live = useStore((s) => (s.replay ? s.replay.live?.game : s.game) ?? null);
  const watchReplay = useStore((s) => s.watchReplay);
  const importGame = useStore((s) => s.importGame);
  if (!shared) return null;
  const close = () => {
    clearHash();
    setShared(null);
  };
  const save = shared.ok ? parseSave(shared.text) : null;
  const problem = !shared.ok ? shared.message : save && !save.ok ? `${save.error.code}: ${save.error.message}` : null;
  const game = save?.ok ? save.value : null;
  const text = shared.ok ? shared.text : '';
  return (
    <SharedGameDialog
      summary={game && `${scenarioTitle(game.setup.scenario)}: ${game.setup.players.map((p) => p.name || p.id).join(' v ')}, ${game.commands.length} decisions.`}
      problem={problem}
      liveTurn={live ? live.turn : null}
      replaceNote="It stays in the saved file only if you exported it."
      watch={() => { watchReplay(text); close(); }}
      play={() => { importGame(text); close(); }}
      close={close}
    />
  );
}
