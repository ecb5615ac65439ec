// The engine returns a fresh copy of the whole state after every command, so the track and the
// hazards are new objects each time even when nothing about them changed. Keyed on their content,
// the board keeps the old object: its shapes are not re-tessellated and the cached road texture
// is not redrawn on every command.
import { useRef } from 'react';

/** `value`, or the earlier value while `key(value)` is unchanged. */
export function useStable<T>(value: T, key: (v: T) => string = (v) => JSON.stringify(v) ?? ''): T {
  const last = useRef<{ key: string; value: T } | null>(null);
  const k = key(value);
  if (last.current && last.current.key === k) return last.current.value;
  last.current = { key: k, value };
  return value;
}
