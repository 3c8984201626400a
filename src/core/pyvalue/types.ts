// A value as Python holds it after `json.loads` or `ast.literal_eval`. The reference classifier works
// on Python values, so we keep their distinctions that a plain JS value would lose: insertion-ordered
// dict keys (JS objects move integer-like keys first), int vs float, tuples, sets, bytes.

export interface Spanned {
  /** Offset (UTF-16) in the parsed text where the value starts. */
  start: number;
  /** Offset just past the value. */
  end: number;
}

export type PyValue =
  | (Spanned & { kind: 'none' })
  | (Spanned & { kind: 'bool'; value: boolean })
  | (Spanned & { kind: 'int'; value: bigint })
  | (Spanned & { kind: 'float'; value: number })
  | (Spanned & { kind: 'complex'; real: number; imag: number })
  | (Spanned & { kind: 'str'; value: string })
  | (Spanned & { kind: 'bytes'; value: Uint8Array })
  | (Spanned & { kind: 'ellipsis' })
  | (Spanned & { kind: 'list' | 'tuple' | 'set'; items: PyValue[] })
  /** Keys are unique under Python equality (1 == 1.0 == True); a repeated key keeps its first place and its last value. */
  | (Spanned & { kind: 'dict'; entries: Array<[PyValue, PyValue]> });

export type PyKind = PyValue['kind'];

export type PyParseResult =
  | { ok: true; value: PyValue }
  | { ok: false; message: string; offset: number };
