// The share link's codec is the shell's, for every game (src/shell/shareLink.ts).
export { MAX_LINK_CHARS, readShared, shareUrl, type Shared } from '../shell/shareLink';
