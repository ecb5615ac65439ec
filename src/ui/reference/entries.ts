// The rules reference (issue 10): every rule the engine applies, in our own words, grouped as the
// rulebook is, each with its page(s). Tables are not written here: an entry names one of the
// engine's rule tables (engine ruleTable), built from the data the referee plays with.
// Other screens open the reference with the store's openRules(pageOrId); findEntry says where
// that lands.
import type { Rule } from '../../engine';
import { RULE_ENTRIES } from './text';
import type { RuleEntry } from './entry';

// The entry's shape lives in entry.ts, which text.ts reads too (so the two do not import each other).
export { RULE_GROUPS, type RuleEntry, type RuleGroup } from './entry';


export { RULE_ENTRIES };

const byId = new Map(RULE_ENTRIES.map((e) => [e.id, e]));

const pageNumber = (p: string): number | null => {
  const m = /^p(\d+)$/.exec(p.trim());
  return m ? Number(m[1]) : null;
};

/** Pages covered by a range entry such as the bike chapter (p64-71), which the engine cites as p64. */
const CHAPTERS: { from: number; to: number; id: string }[] = [{ from: 64, to: 71, id: 'bikes' }];

/**
 * The entry a page badge or a link lands on: an entry id as it is; a page ("p38") on the first
 * entry whose pages include it, else on the chapter or the nearest earlier page's entry. Unknown
 * input: null (the reference opens at its start).
 */
export function findEntry(pageOrId: string): RuleEntry | null {
  const direct = byId.get(pageOrId);
  if (direct) return direct;
  const n = pageNumber(pageOrId);
  if (n === null) return null;
  const exact = RULE_ENTRIES.find((e) => e.pages.some((p) => pageNumber(p) === n));
  if (exact) return exact;
  const chapter = CHAPTERS.find((c) => n >= c.from && n <= c.to);
  if (chapter) return byId.get(chapter.id) ?? null;
  let best: RuleEntry | null = null;
  let bestPage = -1;
  for (const e of RULE_ENTRIES) {
    for (const p of e.pages) {
      const q = pageNumber(p);
      if (q !== null && q <= n && q > bestPage) {
        best = e;
        bestPage = q;
      }
    }
  }
  return best;
}

/** Does this entry cover the page exactly (not by the nearest-earlier fallback)? */
export function coversPage(page: Rule): boolean {
  const n = pageNumber(page);
  if (n === null) return false;
  return RULE_ENTRIES.some((e) => e.pages.some((p) => pageNumber(p) === n)) || CHAPTERS.some((c) => n >= c.from && n <= c.to);
}

/** Entries matching every word of the query in their title, text, group or pages ("oil 30", "p41"). */
export function searchEntries(query: string, tableWords: (e: RuleEntry) => string = () => ''): RuleEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...RULE_ENTRIES];
  return RULE_ENTRIES.filter((e) => {
    const hay = [e.title, e.group, ...e.text, ...e.pages, tableWords(e)].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
