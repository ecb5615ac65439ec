// The thinking thread's work (./thinker.ts): each request answered by its game's computer driver,
// loaded on first use from the registry as the room loads a game's rules.
import { parentPort } from 'node:worker_threads';
import '../src/games/registry';
import { loadRules } from '../src/shell/games';
import { answerMessage, answerWithDriver, type ToWorker } from '../src/shell/think';

parentPort!.on('message', (m: ToWorker) => {
  void loadRules(m.req.game).then((rules) => {
    const driver = rules?.computer;
    parentPort!.postMessage(
      answerMessage((req) => {
        if (!driver) throw new Error(`no computer for ${req.game}`);
        return answerWithDriver(driver, req);
      }, m),
    );
  }, (e: unknown) => parentPort!.postMessage({ id: m.id, ok: false, error: `the rules of ${m.req.game} did not load: ${e instanceof Error ? e.message : String(e)}` }));
});
