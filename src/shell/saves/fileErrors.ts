// What reading a game file can say went wrong, a code and words, shared by the reader (gameFile.ts)
// and the version steps (migrate.ts).

export type GameFileCode = 'FILE_NOT_JSON' | 'FILE_NOT_OBJECT' | 'FILE_NOT_A_GAME' | 'FILE_NEWER' | 'FILE_BAD_VERSION' | 'FILE_BAD_SHAPE' | 'FILE_OTHER_RULESET';

export interface GameFileError {
  code: GameFileCode;
  message: string;
  /** Where in the file (`seed`, `dice[1]`, `auto.policy`); absent for the whole file. */
  path?: string;
}

export type FileOutcome<T> = { ok: true; value: T } | { ok: false; error: GameFileError };
