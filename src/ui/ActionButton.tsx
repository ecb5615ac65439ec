// One legal action: its words from the engine, its odds, its rule in the tooltip, a number key.
// Pointing at it (hover or focus) asks the board to draw its contact zone or fire corridor.
import { useStore } from '../store';
import type { ActionItem } from './actionGroups';

export function ActionButton({ item }: { item: ActionItem }) {
  const dispatch = useStore((s) => s.dispatch);
  const setPreview = useStore((s) => s.setPreview);
  const show = () => setPreview({ vehicle: item.cmd.vehicle, action: item.action });
  const hide = () => setPreview(null);
  const key = item.n <= 9 ? String(item.n) : undefined;
  return (
    <button
      type="button"
      className={`action-button${item.danger ? ' risky' : ''}${item.short ? ' chip' : ''}`}
      aria-label={item.short ? [item.label, ...item.details].join('. ') : undefined}
      data-testid={`action-${item.n}`}
      data-shortcut={key}
      data-kind={item.action.kind}
      title={item.tip}
      aria-keyshortcuts={key}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onClick={() => dispatch(item.cmd)}
    >
      {key && <kbd className="shortcut" aria-hidden="true">{key}</kbd>}
      <span className="action-text">
        <span className="action-label">{item.short ?? item.label}</span>
        {item.details.map((d, i) => <span key={i} className="action-detail">{d}</span>)}
      </span>
    </button>
  );
}
