// The case id of a line that could not be read, when its start still says it: BFCL writes `"id"` first,
// so a line cut or broken further on still names its case. Used to say "its line is unreadable" rather
// than "missing" of a case another file lists.

const ID_AT_START = /^\s*\{\s*"id"\s*:\s*("(?:[^"\\\r\n]|\\.){1,300}")/;

/** How much of a line's start is looked at: ids are short. */
export const ID_HEAD_LENGTH = 400;

export function idOfBrokenLine(head: string): string | null {
  const m = ID_AT_START.exec(head.length > ID_HEAD_LENGTH ? head.slice(0, ID_HEAD_LENGTH) : head);
  if (!m) return null;
  try {
    const id: unknown = JSON.parse(m[1]!);
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}
