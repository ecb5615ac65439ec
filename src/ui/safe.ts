// The UI asks the engine and shows the answer; if the engine cannot answer (an unfinished rule,
// a bug), the UI shows nothing rather than crash the whole screen.
export function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}
