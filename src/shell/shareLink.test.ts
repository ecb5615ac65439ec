// Share links round-trip a game and refuse what is not one (issue 11).
import { describe, expect, it } from 'vitest';
import LZString from 'lz-string';

const { compressToEncodedURIComponent } = LZString;
import { readShared, shareUrl } from './shareLink';

const save = JSON.stringify({ schema: 1, setup: { scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, seed: 5, commands: [{ type: 'rollForLead' }] });

describe('share links', () => {
  it('round-trips the save text through the fragment, replacing an old fragment', () => {
    const url = shareUrl(save, 'http://x.test/app/#game=old');
    expect(url.startsWith('http://x.test/app/#game=')).toBe(true);
    expect(url).not.toContain('old');
    expect(readShared(url.slice(url.indexOf('#')))).toEqual({ ok: true, text: save });
  });
  it('is much shorter than the text for a long game', () => {
    const long = JSON.stringify({ ...JSON.parse(save), commands: Array.from({ length: 400 }, (_, i) => ({ type: 'declare', vehicle: i % 2 ? 'lead' : 'chase', action: { kind: 'accelerate', by: 5 } })) });
    expect(shareUrl(long, 'http://x/').length).toBeLessThan(long.length / 5);
  });
  it('ignores other fragments and refuses a cut or garbled link', () => {
    expect(readShared('')).toBeNull();
    expect(readShared('#top')).toBeNull();
    const body = compressToEncodedURIComponent(save);
    const cut = readShared(`#game=${body.slice(0, 10)}`);
    expect(cut && !cut.ok ? 'refused' : cut && cut.text === save ? 'same' : 'other').not.toBe('same');
    expect(readShared('#game=')).toMatchObject({ ok: false });
    expect(readShared(`#game=${'A'.repeat(2_000_001)}`)).toMatchObject({ ok: false });
  });
});
