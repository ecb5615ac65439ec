// The Web Worker the computer thinks in (issue 30), one for every game: src/main.tsx hands it to
// the shell's client (src/shell/think.ts), which posts a request of plain data and waits for the
// answer, so a long search never freezes the page.
import { answerMessage, type ToWorker } from '../shell/think';
import { answerAnyGame } from './computers';

self.onmessage = (e: MessageEvent<ToWorker>) => self.postMessage(answerMessage(answerAnyGame, e.data));
