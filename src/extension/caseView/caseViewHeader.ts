// Lines another feature writes above the case (the annotators' header: reading or annotating, the
// queue's moves and keys). They are the document's own text, so the view is laid out once, at its first
// frame: a code lens there came at least 250 ms after the document was shown and pushed the case down.
import type * as vscode from 'vscode';
import type { CaseDocument } from '../../core/document/caseView';

export interface CaseViewHeader {
  /** The header's lines for the view at `uri`; the same number of lines whatever state they say. */
  linesOf(uri: vscode.Uri): readonly string[];
}

/** The document with `lines` above it and its marks moved down; `shift`: by how many lines. */
export function withHeader(doc: CaseDocument, lines: readonly string[]): { doc: CaseDocument; shift: number } {
  if (lines.length === 0) return { doc, shift: 0 };
  const shift = lines.length;
  return {
    doc: {
      text: `${lines.join('\n')}\n${doc.text}`,
      marks: doc.marks.map((m) => ({ ...m, line: m.line + shift, ...(m.end === undefined ? {} : { end: m.end + shift }) })),
    },
    shift,
  };
}
