// The inline marker of a line that could not be read (or was read with a note): the Problem's own
// message, whole, at the start of its line, so the line says what is wrong without the Problems panel.
// No vscode import: the exact strings are pinned by tests.
import type { Problem } from '../../core/model/model';
import type { RunHeader } from '../../core/document/fileModel';
import { countOf } from '../../core/text/countOf';
import type { LabelPiece } from './labelText';

/** The pieces for each 0-based line of `file` that has problems, in the order they were found. */
export function problemPieces(problems: readonly Problem[], file: string): Map<number, LabelPiece[]> {
  const byLine = new Map<number, LabelPiece[]>();
  for (const p of problems) {
    if (p.file !== file) continue; // tau2's dir layout: a simulation file's problems are on that file
    const line = Math.max(0, p.line - 1);
    let pieces = byLine.get(line);
    if (!pieces) byLine.set(line, (pieces = []));
    // `caseId` is set (maybe null) on a BFCL line that was not read at all: its case is left out.
    if (p.caseId !== undefined && !pieces.some((x) => x.text === NOT_READ.text)) pieces.push(NOT_READ);
    pieces.push({ text: `⚠ ${p.message}`, tone: 'fail' });
  }
  return byLine;
}

const NOT_READ: LabelPiece = { text: 'NOT READ', tone: 'fail' };

/** Line 1 of a tau2 run whose reading stopped before the file's end: where, and what was read before. */
export function cutOffPieces(cutOff: RunHeader['cutOff']): LabelPiece[] {
  if (!cutOff) return [];
  const how = cutOff.truncated ? 'truncated' : 'not valid JSON';
  return [{ text: `${how} at line ${cutOff.line}: ${countOf(cutOff.simulationsRead, 'simulation')} read`, tone: 'fail' }];
}
