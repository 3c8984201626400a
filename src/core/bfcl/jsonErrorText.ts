// What a line that Python's json.loads rejects is told: its message, made a whole sentence. Python's
// messages are kept as Python writes them (tools/check-pyvalue compares them), but some ("Unterminated
// string starting at", "Invalid control character at") end where Python appends the place; the place
// is put back here, so no message reads cut off.

/** `not valid JSON: <message>`, the 1-based column added where the message ends in "at". */
export function notValidJson(message: string, column: number, prefix = 'not valid JSON'): string {
  return `${prefix}: ${/\bat$/.test(message) ? `${message} column ${column}` : message}`;
}
