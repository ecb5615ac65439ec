// Words with the pages they cite ("p38", "p80-84") as page badges (issue 29: "a comma starting a
// line"). A badge is a button, an atomic inline the browser may break the line around, so the
// bracket before it and the punctuation after it go with it in one unbreakable run.
import { Fragment, type ReactNode } from 'react';

const PAGE = /\b(p\d+(?:-\d+)?)\b/;
/** Punctuation that belongs on the badge's line: an opening bracket before, closing ones and stops after. */
const BEFORE = /\($/;
const AFTER = /^[)\]]*[.,;:!?]?/;

export function badgedText(text: string, badge: (page: string, key: number) => ReactNode): ReactNode[] {
  const parts = text.split(PAGE);
  const out: ReactNode[] = [];
  // Text the previous badge's run took from the start of this part.
  let taken = 0;
  for (let i = 0; i < parts.length; i += 2) {
    let words = parts[i].slice(taken);
    if (i + 1 >= parts.length) {
      if (words) out.push(<Fragment key={i}>{words}</Fragment>);
      break;
    }
    const open = BEFORE.exec(words)?.[0] ?? '';
    words = words.slice(0, words.length - open.length);
    const close = AFTER.exec(parts[i + 2] ?? '')?.[0] ?? '';
    taken = close.length;
    if (words) out.push(<Fragment key={i}>{words}</Fragment>);
    out.push(
      <span key={i + 1} className="nobreak">
        {open}
        {badge(parts[i + 1], i + 1)}
        {close}
      </span>,
    );
  }
  return out;
}
