// One legal action: its words from the engine, its odds, its rule in the tooltip, a number key.
// Pointing at it (hover or focus) asks the board to draw its contact zone or fire corridor. On a
// touch screen there is no hover: the first tap selects (and previews) it, the confirm bar or a
// second tap commits it.
import { useRef } from 'react';
import { commandKey, useStore } from '../store';
import type { ActionItem } from './actionGroups';

export function ActionButton({ item, selected, onSelect }: { item: ActionItem; selected: boolean; onSelect: (n: number | null) => void }) {
  const dispatch = useStore((s) => s.dispatch);
  const setPreview = useStore((s) => s.setPreview);
  const touch = useRef(false);
  const show = () => setPreview({ vehicle: item.cmd.vehicle, action: item.action });
  const hide = () => {
    if (!selected) setPreview(null);
  };
  const key = item.n <= 9 ? String(item.n) : undefined;
  const click = () => {
    if (touch.current && !selected) {
      show();
      onSelect(item.n);
      return;
    }
    dispatch(item.cmd);
  };
  return (
    <button
      type="button"
      className={`action-button${item.danger ? ' risky' : ''}${item.short ? ' chip' : ''}${selected ? ' selected' : ''}`}
      aria-label={item.short ? [item.label, ...item.details].join('. ') : undefined}
      aria-pressed={selected || undefined}
      data-testid={`action-${item.n}`}
      data-shortcut={key}
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
      {key && <kbd className="shortcut" aria-hidden="true">{key}</kbd>}
      <span className="action-text">
        <span className="action-label">{item.short ?? item.label}</span>
        {item.details.map((d, i) => <span key={i} className="action-detail">{d}</span>)}
      </span>
    </button>
  );
}
