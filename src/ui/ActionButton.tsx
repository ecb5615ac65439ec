// One legal action: its words from the engine, its odds, its rule in the tooltip, a number key.
// Pointing at it (hover or focus) asks the board to draw its contact zone or fire corridor. On a
// touch screen there is no hover: the first tap selects (and previews) it, the confirm bar or a
// second tap commits it.
import { useRef } from 'react';
import { commandKey, useStore } from '../store';
import type { ActionItem } from './actionGroups';
import { OWN_SIDE } from './ownSide';

/** `commit` does the action (DeclarePanel asks first when it hits the player's own side). */
export function ActionButton({ item, selected, onSelect, commit }: { item: ActionItem; selected: boolean; onSelect: (n: number | null) => void; commit: (item: ActionItem) => void }) {
  const setPreview = useStore((s) => s.setPreview);
  const touch = useRef(false);
  const show = () => setPreview({ vehicle: item.cmd.vehicle, action: item.action });
  const hide = () => {
    if (!selected) setPreview(null);
  };
  const key = item.key;
  const click = () => {
    if (touch.current && !selected) {
      show();
      onSelect(item.n);
      return;
    }
    commit(item);
  };
  return (
    <button
      type="button"
      className={`action-button${item.danger ? ' risky' : ''}${item.short ? ' chip' : ''}${item.ownSide ? ' own-side' : ''}${selected ? ' selected' : ''}`}
      aria-label={item.short ? [item.label, ...item.details].join('. ') : undefined}
      aria-pressed={selected || undefined}
      data-testid={`action-${item.n}`}
      data-shortcut={key}
      data-shortcut-row=""
      data-kind={item.action.kind}
      data-cmd={commandKey(item.cmd)}
      title={item.tip}
      aria-keyshortcuts={key}
      onPointerDown={(e) => (touch.current = e.pointerType === 'touch' || e.pointerType === 'pen')}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onClick={click}
    >
      {/* A chip's key is written once on its row's title (DeclarePanel). */}
      {!item.short && <kbd className="shortcut" aria-hidden="true">{key}</kbd>}
      <span className="action-text">
        <span className="action-label">{item.short ?? item.label}</span>
        {item.ownSide && <span className="own-side-tag" data-testid="own-side-tag">⚠ {OWN_SIDE}</span>}
        {item.details.map((d, i) => <span key={i} className="action-detail">{d}</span>)}
      </span>
    </button>
  );
}
