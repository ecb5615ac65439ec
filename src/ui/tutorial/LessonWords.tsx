// A lesson's words with its page references ("p38", "p80-84") shown as page badges, each leading
// to the rules reference at that page once the app has one (rulesLink.ts).
import { pageTitle } from '../rulePages';
import { openRulesAt } from './rulesLink';

const PAGE = /\b(p\d+(?:-\d+)?)\b/;

export function LessonWords({ text }: { text: string }) {
  const parts = text.split(PAGE);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return part;
        const open = openRulesAt(part.replace(/-.*/, ''));
        return open ? (
          <button key={i} type="button" className="page page-link" title={pageTitle(part)} onClick={open}>{part}</button>
        ) : (
          <span key={i} className="page" title={pageTitle(part)}>{part}</span>
        );
      })}
    </>
  );
}
