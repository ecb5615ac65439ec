// A lesson's words with its page references ("p38", "p80-84") shown as page badges that open the
// rules reference at that page.
import { PageBadge } from '../PageBadge';

const PAGE = /\b(p\d+(?:-\d+)?)\b/;

export function LessonWords({ text }: { text: string }) {
  const parts = text.split(PAGE);
  return (
    <>
      {parts.map((part, i) => (i % 2 === 0 ? part : <PageBadge key={i} rule={part.replace(/-.*/, '')} label={part} testId="lesson-page" />))}
    </>
  );
}
