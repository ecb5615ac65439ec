// Files saved through a Blob link are the shell's, for every game (src/shell/download.ts).
export { downloadText, stamp } from '../shell/download';
