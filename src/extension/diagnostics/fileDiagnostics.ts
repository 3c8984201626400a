// The Problems entries of one run file, built from its model: bound violations on case lines, each
// row's Acc > GAR and GAR − Acc slack on line 1 (BFCL: its category, only where Acc is over the same
// cases as GAR; tau2: each gold class), files that disagree, a score header whose failures are not
// all listed, repeated case ids, and unreadable lines; a format's own entries (tau2: writes without
// confirmation, early ends) and its words come from its adapter (FormatViews).
import * as vscode from 'vscode';
import { countOf } from '../../core/text/countOf';
import { repeatedLines } from '../../core/model/duplicateCases';
import { formatOf, formatOfKind } from '../../core/formats/registry';
import type { ViewProblem } from '../../core/document/formatViews';
import { scoredText } from '../../core/metrics/population';
import { classLabel } from '../../core/classify/actionClass';
import type { CaseSummary, GroupSummary } from '../../core/metrics/types';
import type { Case, Problem } from '../../core/model/model';
import { formatPercent } from '../labels/labelText';
import type { FileModel, ResultModel } from '../runStore';
import { make, type DiagnosticContext } from './diagnostic';
import { DIAGNOSTIC_CODE } from './diagnosticCodes';

/** At most this many violating cases are listed as related information of the line-1 warning. */
const RELATED_CASES_LIMIT = 20;

export function fileDiagnostics(model: FileModel, ctx: DiagnosticContext): vscode.Diagnostic[] {
  const uri = ctx.uriOf(model.path);
  const out = model.read.problems.map((p) => unreadableLine(p, ctx));
  if (model.kind !== 'result') {
    const mismatch = formatOfKind('score').views.scoreFileWarning(model.read);
    if (mismatch) out.push(make(new vscode.Range(0, 0, 0, Math.max(1, ctx.lineLength(0))), mismatch, vscode.DiagnosticSeverity.Warning, DIAGNOSTIC_CODE.scoreMismatch, ctx));
    return out;
  }
  out.push(...categoryDiagnostics(model, uri, ctx));
  out.push(...boundViolations(model, uri, ctx));
  out.push(...repeatedCases(model, uri, ctx));
  out.push(...formatOf(model.benchmark).views.problems(model).map((p) => formatProblem(p, ctx)));
  return out;
}

const SEVERITY: Record<ViewProblem['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
};

/** A format's own entry, over the whole of its line. */
function formatProblem(p: ViewProblem, ctx: DiagnosticContext): vscode.Diagnostic {
  return make(new vscode.Range(p.line, 0, p.line, Math.max(1, ctx.lineLength(p.line))), p.message, SEVERITY[p.severity], p.code, ctx);
}

function unreadableLine(p: Problem, ctx: DiagnosticContext): vscode.Diagnostic {
  const line = Math.max(0, p.line - 1);
  const start = Math.max(0, p.column - 1);
  const end = Math.max(start + 1, ctx.lineLength(line));
  return make(new vscode.Range(line, start, line, end), p.message, vscode.DiagnosticSeverity.Error, DIAGNOSTIC_CODE.unreadableLine, ctx);
}

/**
 * The file-level entries sit at line 1's start, as an empty range (VS Code draws it one character wide
 * and shows its hover there and one column on): over the rest of the line (BFCL: case 0's id and
 * emissions) the hover is about that case, not covered by the file's warnings.
 */
function lineOne(): vscode.Range {
  return new vscode.Range(0, 0, 0, 0);
}

function categoryDiagnostics(model: ResultModel, uri: vscode.Uri, ctx: DiagnosticContext): vscode.Diagnostic[] {
  const out: vscode.Diagnostic[] = [];
  // The audited ASK subsets (tau2) repeat the ASK row's cases: their numbers are on the hover, not here.
  for (const s of model.rows.filter((r) => r.subset === undefined)) out.push(...rowDiagnostics(model, s, uri, ctx));
  const scoreUri = model.score ? ctx.uriOf(model.score.path) : null;
  const header = scoreUri ? [new vscode.DiagnosticRelatedInformation(new vscode.Location(scoreUri, new vscode.Position(0, 0)), 'Acc comes from this score header.')] : [];
  for (const warning of model.joinWarnings) {
    const mismatch = warning === model.scoreMismatch;
    const d = make(
      lineOne(),
      warning,
      mismatch ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Information,
      mismatch ? DIAGNOSTIC_CODE.scoreMismatch : DIAGNOSTIC_CODE.filesDisagree,
      ctx,
    );
    d.relatedInformation = header;
    out.push(d);
  }
  return out;
}

function rowDiagnostics(model: ResultModel, s: GroupSummary, uri: vscode.Uri, ctx: DiagnosticContext): vscode.Diagnostic[] {
  const out: vscode.Diagnostic[] = [];
  const lineOfCase = caseLines(model);
  const scoreUri = model.score ? ctx.uriOf(model.score.path) : null;
  const header = scoreUri ? [new vscode.DiagnosticRelatedInformation(new vscode.Location(scoreUri, new vscode.Position(0, 0)), 'Acc comes from this score header.')] : [];
  // Acc from the header is compared with GAR only when it is over the same cases with every outcome
  // known (accOnCases); otherwise the population warning says why not.
  if (s.gar !== null && s.accOnCases !== null) {
    const numbers = `GAR ${formatPercent(s.gar)} (${s.hits} of ${countOf(s.n, 'case')})`;
    const acc = s.accOnCases;
    // Acc over these cases only (from their outcomes) where the header counts other cases too.
    const accName = scoredText(s) ? `Acc on these ${countOf(s.n, 'case')}` : 'Acc';
    if (s.boundViolation) {
      const violationCount = s.cases.filter((c) => c.boundViolation).length;
      const d = make(
        lineOne(),
        `${accName} ${formatPercent(acc)} is above ${numbers} by ${formatPercent(acc - s.gar)} points in ${s.group} (bound violation): ` +
          `Acc can only exceed GAR when cases pass without the gold action ${classLabel(s.goldClass)}.` +
          (violationCount > 0 ? ` ${countOf(violationCount, 'case')} here passed without it.` : ''),
        vscode.DiagnosticSeverity.Warning,
        DIAGNOSTIC_CODE.accAboveGar,
        ctx,
      );
      const violations = s.cases.filter((c) => c.boundViolation);
      d.relatedInformation = [
        ...header,
        ...violations.slice(0, RELATED_CASES_LIMIT).map(
          (c) => new vscode.DiagnosticRelatedInformation(new vscode.Location(uri, new vscode.Position(lineOfCase(c) - 1, 0)), `${c.id} passed without ${classLabel(s.goldClass)}.`),
        ),
      ];
      out.push(d);
    } else if (s.gar - acc >= ctx.slackThreshold) {
      const d = make(
        lineOne(),
        `${numbers} is ${formatPercent(s.gar - acc)} points above ${accName} ${formatPercent(acc)} in ${s.group}: the model chose the gold action ${classLabel(s.goldClass)} but often failed in carrying it out (slack).`,
        vscode.DiagnosticSeverity.Information,
        DIAGNOSTIC_CODE.garAccSlack,
        ctx,
      );
      d.relatedInformation = header;
      out.push(d);
    }
  }
  return out;
}

/** The line where a case starts in this document (a dir layout's index: its entry), by its summary. */
function caseLines(model: ResultModel): (c: CaseSummary) => number {
  // A case of this file is on its own line (ids may repeat); one in a file of its own (a tau2 dir
  // layout's simulation) is listed here at its entry.
  const lines = new Map<Case, number>();
  for (const [line, kase] of model.caseAtLine) lines.set(kase, line);
  return (c) => {
    const kase = model.caseById.get(c.id);
    if (!kase || (kase.file ?? model.path) === model.path) return c.line;
    return lines.get(kase) ?? c.line;
  };
}

/** A warning on every line that repeats an id, pointing at the line the id was first on. */
function repeatedCases(model: ResultModel, uri: vscode.Uri, ctx: DiagnosticContext): vscode.Diagnostic[] {
  return repeatedLines(model.path, model.read.cases).map((r) => {
    const kase = model.caseAtLine.get(r.line);
    const d = make(
      new vscode.Range(r.line - 1, 0, r.line - 1, kase?.resultSpan?.start ?? Math.min(ctx.lineLength(r.line - 1), 200)),
      r.message,
      vscode.DiagnosticSeverity.Warning,
      DIAGNOSTIC_CODE.duplicateCase,
      ctx,
    );
    d.relatedInformation = [new vscode.DiagnosticRelatedInformation(new vscode.Location(uri, new vscode.Position(r.firstLine - 1, 0)), r.related)];
    return d;
  });
}

function boundViolations(model: ResultModel, uri: vscode.Uri, ctx: DiagnosticContext): vscode.Diagnostic[] {
  const out: vscode.Diagnostic[] = [];
  const lineOfCase = caseLines(model);
  const views = formatOf(model.benchmark).views;
  for (const s of model.rows.filter((r) => r.subset === undefined)) {
  for (const c of s.cases) {
    if (!c.boundViolation) continue;
    const kase = model.caseById.get(c.id);
    const line = lineOfCase(c) - 1;
    const end = kase?.resultSpan?.start ?? Math.min(ctx.lineLength(line), 200);
    const where = views.violationSentence(kase, s.goldClass);
    const d = make(
      new vscode.Range(line, 0, line, end),
      `${where} (bound violation).`,
      vscode.DiagnosticSeverity.Warning,
      DIAGNOSTIC_CODE.boundViolation,
      ctx,
    );
    const related = [
      new vscode.DiagnosticRelatedInformation(
        new vscode.Location(uri, new vscode.Position(0, 0)),
        views.violationRowNote(s),
      ),
    ];
    if (model.score) {
      related.push(new vscode.DiagnosticRelatedInformation(new vscode.Location(ctx.uriOf(model.score.path), new vscode.Position(0, 0)), 'The score file does not list this case among its failures.'));
    }
    d.relatedInformation = related;
    out.push(d);
  }
  }
  return out;
}
