// A string cut from a bigger text, made to hold no reference to it. V8 answers `text.slice()` of 13 or
// more characters with a view into `text` (a sliced string) that keeps all of `text` alive as long as
// the piece lives: the case ids and emission arguments a document's model keeps held the editor's whole
// text (42 MB of heap for the 20 MB BFCL file, issue 32) after the read. The copy: a string one
// character longer, made flat by the slice, of which the piece is a view.
const SLICED_FROM = 13;

export function detached(piece: string): string {
  return piece.length < SLICED_FROM ? piece : ` ${piece}`.slice(1);
}
