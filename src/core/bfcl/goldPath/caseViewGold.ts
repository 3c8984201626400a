// The case view with its gold column: under each turn's emissions, the alignment of that turn; the
// verdict in words under the turn the grader blames; the gold header under the case's title. The case
// document stays as its renderer made it; lines are only inserted, and its marks moved with them.
import { oneLine, type CaseDocument, type CaseDocumentMark } from '../../document/caseView';
import type { CaseViewWithGold } from '../../document/caseGold';
import type { GoldLayout, GoldMark } from '../../goldPath/goldLines';
import { goldHeaderLines, turnGoldLines, verdictLines, type GoldLine } from './goldPathText';
import type { GoldPath } from './types';

/** `layout`: each turn's calls beside the ground truth's, or stacked for a narrow view. */
export function withGoldColumn(doc: CaseDocument, path: GoldPath, layout: GoldLayout = 'columns'): CaseViewWithGold {
  const lines = doc.text.endsWith('\n') ? doc.text.slice(0, -1).split('\n') : doc.text.split('\n');
  const turnLines = doc.marks.filter((m) => m.kind === 'turn').map((m) => m.line);
  const verdictHeader = lines.findIndex((l) => l.startsWith("── Grader's verdict"));
  const tail = verdictHeader > 0 ? verdictHeader - 1 : lines.length;
  const insertions: Array<{ at: number; block: GoldLine[]; divergent: boolean }> = [];

  insertions.push({ at: turnLines.length ? Math.max(0, turnLines[0]! - 1) : tail, block: goldHeaderLines(path), divergent: false });
  let verdictShown = false;
  for (const turn of path.turns) {
    const block = turnGoldLines(path, turn.index, layout);
    if (path.verdict.turn === turn.index) {
      block.push(...verdictLines(path.verdict));
      verdictShown = true;
    }
    const divergent = turn.departures.length > 0 || path.verdict.turn === turn.index;
    const header = turnLines[turn.index];
    if (header === undefined) {
      // A turn the model never reached (force-terminated): shown after the last one.
      insertions.push({ at: tail, block: [{ kind: 'head', text: '' }, { kind: 'head', text: `── Turn ${turn.index + 1} · never ran ${'─'.repeat(40)}` }, ...block], divergent });
      continue;
    }
    const blank = lines.findIndex((l, i) => i > header && l === '');
    insertions.push({ at: blank < 0 ? lines.length : blank, block, divergent });
  }
  // A failure that names no turn (an inference error) is told at the end; a pass is in the grader's section already.
  if (!verdictShown && path.verdict.status === 'fail') insertions.push({ at: tail, block: [{ kind: 'head', text: '' }, ...verdictLines(path.verdict)], divergent: false });

  // One pass: old lines in order, each insertion placed before the old line at its index.
  insertions.sort((a, b) => a.at - b.at);
  const out: string[] = [];
  const newLineOf: number[] = [];
  const goldMarks: GoldMark[] = [];
  const divergenceLines: number[] = [];
  let next = 0;
  const place = (limit: number) => {
    while (next < insertions.length && insertions[next]!.at <= limit) {
      const { block, divergent } = insertions[next++]!;
      const first = block.findIndex((l) => l.kind === 'differs' || l.kind === 'missing' || l.kind === 'extraWrite' || l.kind === 'verdict');
      if (divergent) divergenceLines.push(out.length + Math.max(0, first));
      for (const l of block) {
        goldMarks.push({ line: out.length, kind: l.kind });
        // One line of the view per gold line, whatever its text holds, or every mark below would move.
        out.push(oneLine(l.text));
      }
    }
  };
  for (let i = 0; i < lines.length; i++) {
    place(i);
    newLineOf[i] = out.length;
    out.push(lines[i]!);
  }
  place(Number.POSITIVE_INFINITY);
  const marks: CaseDocumentMark[] = doc.marks.map((m) => ({ ...m, line: newLineOf[m.line] ?? m.line }));
  return { doc: { text: `${out.join('\n')}\n`, marks }, goldMarks, divergenceLines: [...new Set(divergenceLines)].sort((a, b) => a - b) };
}
