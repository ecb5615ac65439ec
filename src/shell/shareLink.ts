// A game shared as a link (issue 11): the save text (setup, seed, commands: the whole game)
// compressed into the URL fragment with lz-string, which never reaches a server. Reading one back
// only decompresses; the game that reads it parses the text at the door (the game file's schemas, valibot).
// lz-string is CommonJS: its default export is the one object (named imports fail under node).
import LZString from 'lz-string';

const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = LZString;

const KEY = '#game=';
/** Far more than a long game's link (a 400-command game is ~6 KB); a hostile link stops here. */
export const MAX_LINK_CHARS = 2_000_000;

export function shareUrl(saveText: string, base: string): string {
  return `${base.split('#')[0]}${KEY}${compressToEncodedURIComponent(saveText)}`;
}

export type Shared = { ok: true; text: string } | { ok: false; message: string } | null;

/** The game in a URL fragment: null when the fragment holds none. */
export function readShared(hash: string): Shared {
  if (!hash.startsWith(KEY)) return null;
  const body = hash.slice(KEY.length);
  if (body.length > MAX_LINK_CHARS) return { ok: false, message: `The link is too long (more than ${MAX_LINK_CHARS} characters).` };
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(body);
  } catch {
    text = null;
  }
  if (!text) return { ok: false, message: 'The link does not hold a game (it may have been cut short when it was copied).' };
  return { ok: true, text };
}
