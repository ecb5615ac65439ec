// Who is in a stack, over the road-gang board (issue 29): a stack of three or more is too small at
// the first zoom for its tags, a pair's and a pit's tags say neither name nor owner (stacks.ts).
// Each stack's count (for a pair or a pit, a spot beside it, seen when the keys reach it) is a
// button the keys reach (its name says who is there); the list of the stack shows beside it while the pointer rests on the stack
// (not in the way: clicks go through it to the board), or stays when a finger taps the stack or the
// count is focused or pressed, then each vehicle in it is a button that does what a click on it
// does (onVehicle). Escape, or a press elsewhere, closes it.
import { Fragment, useMemo } from 'react';
import type { rg } from '../../../engine';
import { playerCss } from './colours';
import type { Badge, RoadLayout, Token } from './layout';
import { badgeTarget, placeName, stackEntries, stackListBox, stackListH, stackListW, stackWords } from './stacks';

/** The stack shown: its segment, and whether it stays (tapped, focused) or goes with the pointer. */
export interface ShownStack { segment: number; pinned: boolean }

interface Props {
  state: rg.RgState;
  layout: RoadLayout;
  toks: Token[];
  /** Where each listed stack is reached (layout.ts tokens' spots: the drawn count of a stack of three or more). */
  spots: Badge[];
  shown: ShownStack | null;
  show: (s: ShownStack | null) => void;
  onVehicle?: (id: string) => void;
}

export function StackList({ state, layout, toks, spots, shown, show, onVehicle }: Props) {
  const last = layout.tiles.length;
  const words = useMemo(() => new Map(spots.map((b) => [b.segment, stackWords(b.segment, stackEntries(state, toks, b.segment), last)])), [spots, state, toks, last]);
  const open = shown && words.has(shown.segment) ? shown : null;
  const entries = open ? stackEntries(state, toks, open.segment) : [];
  const box = open ? stackListBox(layout, open.segment, stackListW(layout), stackListH(entries.length)) : null;
  const escape = (e: React.KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    show(null);
    document.querySelector<HTMLElement>(`[data-testid="rg-stack-${open.segment}"]`)?.focus();
  };
  // Focus leaving the counts and the list for elsewhere closes a list it opened.
  const blur = (e: React.FocusEvent) => {
    const to = e.relatedTarget as HTMLElement | null;
    if (!to?.closest('.rg-stack-count, .rg-stack-list')) show(null);
  };
  const list = open && box && (
    <div
      className={`rg-stack-list${open.pinned ? ' pinned' : ''}`} data-testid="rg-stack-list" role="dialog" aria-label={placeName(open.segment, last)}
      style={{ left: box.x, top: box.y, width: box.w }} onClick={(e) => e.stopPropagation()} onKeyDown={escape} onBlur={blur}
    >
      <p className="rg-stack-title">{placeName(open.segment, last)}: {entries.length} vehicles</p>
      <ul>
        {entries.map((x) => {
          const body = (
            <>
              <span className="rg-tag" style={{ background: x.player < 0 ? '#ccc' : playerCss(x.player) }}>{x.tag}</span> {x.name}
              <span className="muted"> · {x.owner}</span>
            </>
          );
          return (
            <li key={x.id} data-testid={`rg-stack-entry-${x.id}`}>
              {open.pinned && onVehicle ? <button type="button" onClick={() => { show(null); onVehicle(x.id); }}>{body}</button> : body}
            </li>
          );
        })}
      </ul>
    </div>
  );
  return (
    <>
      {spots.map((b) => {
        const at = badgeTarget(b);
        // The list follows its count, so the keys go from a count into its list.
        return (
          <Fragment key={b.segment}>
            <button
              type="button" className="rg-stack-count" data-testid={`rg-stack-${b.segment}`}
              style={{ left: at.x, top: at.y, width: at.w, height: at.h }}
              aria-label={words.get(b.segment)} aria-expanded={open?.segment === b.segment && open.pinned}
              onFocus={() => show({ segment: b.segment, pinned: true })}
              onClick={(e) => {
                e.stopPropagation();
                show({ segment: b.segment, pinned: true });
              }}
              onKeyDown={escape} onBlur={blur}
            />
            {open?.segment === b.segment && list}
          </Fragment>
        );
      })}
    </>
  );
}
