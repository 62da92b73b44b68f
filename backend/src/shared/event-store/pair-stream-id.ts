// Streams that belong to two people at once (a friendship, a pair's challenges) are named by both ids
// in a fixed order, so either person's command lands on the same stream and is decided in turn.
export function pairStreamId(prefix: string, personId: string, otherPersonId: string): string {
  return `${prefix}-${[personId, otherPersonId].sort().join('+')}`;
}

/** The two people a pair stream belongs to, read back from its id (pairStreamId's inverse). */
export function pairStreamMembers(prefix: string, streamId: string): readonly [string, string] {
  const [first, second] = streamId.slice(prefix.length + 1).split('+');
  return [first, second];
}
