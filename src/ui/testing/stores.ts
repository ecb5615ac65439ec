// Both games' stores back to their first state and storage emptied, so each test starts as the app does.
import { useSession } from '../../shell/sessionStore';
import { useStore } from '../../store';

const dfInitial = useStore.getState();
const rgInitial = useSession.getState();

export function resetStores(): void {
  localStorage.clear();
  useStore.setState(dfInitial, true);
  useSession.setState(rgInitial, true);
}
