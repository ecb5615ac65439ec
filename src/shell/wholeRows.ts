// A log that follows its newest entry rests scrolled to its end, where the box's top edge fell
// wherever it fell: across a line of words, cut in half (issue 29, seen on a phone in the lesson and
// on the end screen). Rounded up to the next row's top instead, with as much room added under the
// last row, the box shows whole rows only.

/** Where to rest a box scrolled to its end (`end`, its greatest scrollTop) so that its top edge lies on a row's top (`tops`, in order), and the room to add at its foot for it. */
export function wholeRowsEnd(tops: readonly number[], end: number): { top: number; room: number } {
  if (end <= 0) return { top: 0, room: 0 };
  const next = tops.find((t) => t >= end - 0.5);
  return next === undefined ? { top: end, room: 0 } : { top: next, room: Math.max(0, next - end) };
}
