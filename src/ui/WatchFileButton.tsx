// Watches a saved game from a file without touching the game in progress (issue 11 "Replays");
// the store parses it at the door and a bad file changes nothing.
import { useStore } from '../store';
import { ImportButton } from './ImportButton';

export function WatchFileButton({ menuItem }: { menuItem?: boolean }) {
  const watchReplay = useStore((s) => s.watchReplay);
  return <ImportButton label="Watch a file" testId="watch-file" onText={watchReplay} title="Watch a saved game file as a replay; the game in progress waits, untouched." menuItem={menuItem} />;
}
