// A BFCL case's gold path in the editor's terms: the divergence on the emission of its first differing
// call in the case line (else its turn), with the grader's failure line beside it; the hover on a
// turn's label with that turn's ground-truth calls beside the model's.
import type { GoldPath } from '../goldPath/types';
import { divergenceSentence, turnGoldLines } from '../goldPath/goldPathText';
import { turnName } from '../goldPath/turnName';
import type { CaseDivergence, GoldHover } from '../../document/caseGold';
import type { ResultModel } from '../../document/fileModel';
import type { Case, Span } from '../../model/model';

/**
 * Where the case leaves the gold path in its line: the emission of the differing call (or of the
 * extra write at the blamed turn), else the turn's start.
 */
export function divergenceColumn(kase: Case, path: GoldPath): Span {
  const t = path.divergence?.turn ?? 0;
  const row = path.divergence?.row ?? null;
  const turn = kase.turns[t];
  const emission = row?.model ? turn?.emissions.find((e) => e.step === row.model!.step) : undefined;
  if (emission) return emission.span;
  if (turn) return { start: turn.span.start, end: Math.min(turn.span.end, turn.span.start + 1) };
  return { start: 0, end: kase.resultSpan?.start ?? 1 };
}

export function bfclDivergence(model: ResultModel, kase: Case, path: GoldPath): CaseDivergence | null {
  const sentence = divergenceSentence(path);
  if (sentence === null) return null;
  const v = path.verdict;
  const related = model.score && kase.verdict?.scoreLine != null
    ? [{ file: model.score.path, line: kase.verdict.scoreLine, message: `The grader: ${v.errorType ?? 'failed'}${v.turn === null ? '' : ` at ${turnName(v.turn)}`}.` }]
    : [];
  return { file: model.path, line: kase.line, span: divergenceColumn(kase, path), sentence, related };
}

/** Over a turn's label (not over one of its emissions, which have their own hover): the turn's gold. */
export function bfclHover(kase: Case, path: GoldPath, column: number): GoldHover | null {
  const turn = kase.turns.find((t) => column >= t.span.start && column < t.span.end);
  if (!turn || turn.emissions.some((e) => column >= e.span.start && column < e.span.end)) return null;
  const t = turn.index;
  const gold = path.turns[t]?.gold ?? null;
  return {
    title: `Gold calls of turn ${t + 1}`,
    detail: gold === null ? '(ground truth unknown)' : `(from the ${path.goldSource})`,
    blocks: [
      ...(gold === null ? [] : [{ title: null, lines: gold.length ? gold : ['(no call: the turn has no ground-truth call)'], language: 'python' }]),
      { title: gold === null ? "The model's calls (not aligned)" : 'Model beside gold', lines: turnGoldLines(path, t).map((l) => l.text.replace(/^ {2}/, '')), language: 'text' },
    ],
    span: turn.span,
  };
}
