// A lesson's words with its page references ("p38", "p80-84") shown as page badges that open the
// rules reference at that page, each kept on one line with its brackets and punctuation.
import { badgedText } from '../badgedText';
import { PageBadge } from '../PageBadge';

export function LessonWords({ text }: { text: string }) {
  return <>{badgedText(text, (page, key) => <PageBadge key={key} rule={page.replace(/-.*/, '')} label={page} testId="lesson-page" />)}</>;
}
