// The declare decision: every legal action, grouped as the book lists them (p11).
import { useMemo } from 'react';
import { useStore } from '../store';
import { actionGroups } from './actionGroups';
import { ActionButton } from './ActionButton';
import { useLegalCommands } from './hooks';

export function DeclarePanel() {
  const game = useStore((s) => s.game);
  const commands = useLegalCommands();
  const groups = useMemo(() => (game ? actionGroups(game, commands) : []), [game, commands]);
  if (groups.length === 0) return <p className="muted">No actions to offer yet.</p>;
  return (
    <section className="declare-panel" aria-label="Declare an action" data-testid="declare-panel">
      {groups.map((g) => (
        <fieldset key={g.title} className="action-group">
          <legend>{g.title}</legend>
          <div className="action-list">
            {g.items.map((it) => <ActionButton key={it.n} item={it} />)}
          </div>
        </fieldset>
      ))}
    </section>
  );
}
