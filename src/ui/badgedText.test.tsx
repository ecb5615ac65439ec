// @vitest-environment happy-dom
// Issue 29, item 4: "a comma starting a line". A page badge is a button (an atomic inline), and
// the browser may break the line between it and the punctuation after it: the badge keeps its
// brackets and the punctuation that follows on its line (one unbreakable run).
import { afterEach, describe, expect, it } from 'vitest';
import { LessonWords } from './tutorial/LessonWords';
import { withBadges } from './Tip';
import { mount, unmount } from './testing/mount';

afterEach(unmount);

const runs = (host: HTMLElement) => [...host.querySelectorAll('button')].map((b) => ({ run: b.parentElement?.classList.contains('nobreak') ? b.parentElement.textContent : null, badge: b.textContent }));

describe('page badges keep their punctuation on their line', () => {
  it('in a lesson: "(p12)." and "p22," never split', async () => {
    const host = await mount(<p><LessonWords text="the one in front (p12). Press Next, as p22, says." /></p>);
    expect(runs(host)).toEqual([{ run: '(p12).', badge: 'p12' }, { run: 'p22,', badge: 'p22' }]);
    expect(host.textContent).toBe('the one in front (p12). Press Next, as p22, says.');
  });

  it('in a hint: the same', async () => {
    const host = await mount(<p>{withBadges('lead car; even, the chase car (p87), then p22.')}</p>);
    expect(runs(host).map((r) => r.run)).toEqual(['(p87),', 'p22.']);
    expect(host.textContent).toBe('lead car; even, the chase car (p87), then p22.');
  });
});
