// The declare decision: every legal action, grouped as the book lists them (p11).
import { useMemo, useState } from 'react';
import { useStore } from '../store';
import { useAtOnlineTable } from '../shell/online/onlineStore';
import { ACTION_KEYS, actionGroups, outOfAmmo, type ActionItem } from './actionGroups';
import { ActionButton } from './ActionButton';
import { useLegalCommands, usePending } from './hooks';
import { SelectedLimits } from './hints/SelectedLimits';
import { WhyNotList } from './hints/WhyNotList';
import { useOwnSideGuard } from './OwnSideConfirm';

/** Consecutive items of the same row (accelerate, brake) together; the others one list. */
function rows(items: ActionItem[]): { title?: string; items: ActionItem[] }[] {
  const out: { title?: string; items: ActionItem[] }[] = [];
  for (const it of items) {
    const last = out[out.length - 1];
    if (last && last.title === it.row) last.items.push(it);
    else out.push({ title: it.row, items: [it] });
  }
  return out;
}

export function DeclarePanel() {
  const game = useStore((s) => s.game);
  const viewer = useStore((s) => s.viewer);
  const requestSecret = useStore((s) => s.requestSecret);
  const setViewer = useStore((s) => s.setViewer);
  const p = usePending();
  const all = useLegalCommands();
  // Online the page is its player's: nothing to pass (issue 32).
  const online = useAtOnlineTable();
  // Real-or-dummy is a secret (p22): until the deciding player has taken the device, the
  // passive choices stay folded behind one button that asks for the pass-the-device screen.
  const hidden = !!p?.secret && !!p.player && viewer !== p.player;
  // Once the device is passed, the secret choice takes the list's place, where the eye is.
  const choosing = !!p?.secret && !!p.player && viewer === p.player;
  const commands = useMemo(() => {
    const isPassive = (c: (typeof all)[number]) => c.type === 'declare' && c.action.kind === 'shootPassive';
    if (hidden) return all.filter((c) => !isPassive(c));
    return choosing ? all.filter(isPassive) : all;
  }, [all, hidden, choosing]);
  const groups = useMemo(() => (game ? actionGroups(game, commands) : []), [game, commands]);
  const empty = game && p?.vehicle && !choosing ? outOfAmmo(game, p.vehicle) : [];
  // Touch: the action tapped once, waiting for Confirm (kept per game state, so a new decision starts clear).
  const [sel, setSel] = useState<{ game: unknown; n: number } | null>(null);
  const selectedN = sel && sel.game === game ? sel.n : null;
  const selected = groups.flatMap((g) => g.items).find((it) => it.n === selectedN) ?? null;
  const dispatch = useStore((s) => s.dispatch);
  const setPreview = useStore((s) => s.setPreview);
  const select = (n: number | null) => setSel(n === null ? null : { game, n });
  // A shot or ram at the player's own side is asked twice, whichever way it was pressed.
  const { guard, dialog } = useOwnSideGuard();
  const commit = (it: ActionItem) => guard(it.label, it.ownSide, () => dispatch(it.cmd));
  if (groups.length === 0 && !hidden) return <p className="muted">No actions to offer yet.</p>;
  return (
    <section className={`declare-panel${choosing ? ' secret-choice' : ''}`} aria-label="Declare an action" data-testid="declare-panel">
      {choosing && (
        <div className="row" data-testid="secret-choice">
          <p className="muted">Secret choice: only you see whether the marker is real or a dummy (p22).</p>
          <button type="button" className="small" data-testid="secret-back" onClick={() => setViewer(null)}>Back to all actions</button>
        </div>
      )}
      {hidden && (
        <fieldset className="action-group">
          <legend>Passives (secret)</legend>
          <button type="button" className="action-button" data-testid="secret-passives" data-shortcut={ACTION_KEYS.shootPassive} data-shortcut-row="" aria-keyshortcuts={ACTION_KEYS.shootPassive} title={online ? 'Lay oil or a dummy: which one is secret from the other player (p22).' : 'Lay oil or a dummy: which one is secret, so the other player looks away first (p22).'} onClick={() => requestSecret(p!.player)}>
            <kbd className="shortcut" aria-hidden="true">{ACTION_KEYS.shootPassive}</kbd>
            <span className="action-text">
              <span className="action-label">Lay a passive marker…</span>
              <span className="action-detail">{online ? 'real or dummy, a secret from the other player (p22)' : 'real or dummy — pass the device first (p22)'}</span>
            </span>
          </button>
        </fieldset>
      )}
      {groups.map((g) => (
        <fieldset key={g.title} className="action-group">
          <legend>{g.title}</legend>
          {rows(g.items).map((r) => (
            <div key={r.items[0].n} className={r.title ? 'action-row' : 'action-list'} role={r.title ? 'group' : undefined} aria-label={r.title}>
              {r.title && <span className="row-title" aria-hidden="true"><kbd className="shortcut">{r.items[0].key}</kbd> {r.title} <span className="muted">(then ← →)</span></span>}
              {r.items.map((it) => <ActionButton key={it.n} item={it} selected={it.n === selectedN} onSelect={select} commit={commit} />)}
            </div>
          ))}
        </fieldset>
      ))}
      {selected && (
        <div className="confirm-bar" role="group" aria-label="Confirm the action" data-testid="confirm-bar">
          <span className="confirm-what">{selected.label}</span>
          <button type="button" className="primary" data-testid="confirm-action" onClick={() => commit(selected)}>Confirm</button>
          <button type="button" data-testid="cancel-action" onClick={() => { select(null); setPreview(null); }}>Cancel</button>
          {game && <SelectedLimits vehicle={selected.cmd.vehicle} action={selected.action} />}
        </div>
      )}
      {game && p?.vehicle && !choosing && <WhyNotList game={game} vehicle={p.vehicle} />}
      {dialog}
      {empty.length > 0 && (
        <ul className="muted out-of-ammo" data-testid="out-of-ammo">
          {empty.map((t) => <li key={t}>{t}</li>)}
        </ul>
      )}
    </section>
  );
}
