/** One rotation step of the header messages (SPEC §4): the first moves to the end. */
export function rotateMessages<T>(messages: readonly T[]): T[] {
  if (messages.length < 2) return [...messages];
  const [first, ...rest] = messages;
  return [...rest, first];
}
