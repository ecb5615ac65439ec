// The panels' side of "nothing moves under the hand that decides" (issue 29, src/render/settling.ts):
// true while the board's view glides after a command; the decision waits for it.
import { useSyncExternalStore } from 'react';
import { cameraSettling, subscribeSettling } from '../render/settling';

export const useCameraSettling = (): boolean => useSyncExternalStore(subscribeSettling, cameraSettling, () => false);
