// The run-health findings of a file as Problems entries: each finding once on line 1 (its sentence, its
// cases as related information), and where it is about an emission (a tool not offered, a placeholder
// argument) or a case (a known-bad item), an entry there too. The code is the finding's own; it links
// to the README's run-health entry, which explains them all.
import * as vscode from 'vscode';
import type { ResultModel } from '../../core/document/fileModel';
import type { Finding, Severity } from '../../core/model/finding';
import { make, type DiagnosticContext } from './diagnostic';
import { DIAGNOSTIC_CODE, diagnosticCode } from './diagnosticCodes';

const RELATED_CASES_LIMIT = 20;

// The Problems panel lists no Hint, so a hint is Information there.
const SEVERITY: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  hint: vscode.DiagnosticSeverity.Information,
};

export function healthDiagnostics(model: ResultModel, findings: readonly Finding[], knownBadProblem: string | null, ctx: DiagnosticContext): vscode.Diagnostic[] {
  const uri = ctx.uriOf(model.path);
  const out: vscode.Diagnostic[] = [];
  if (knownBadProblem) out.push(make(new vscode.Range(0, 0, 0, 0), knownBadProblem, vscode.DiagnosticSeverity.Warning, DIAGNOSTIC_CODE.settingsFile, ctx));
  for (const f of findings) {
    const here = f.cases.filter((c) => c.file === model.path);
    const d = entry(new vscode.Range(0, 0, 0, 0), f.message, f, ctx);
    d.relatedInformation = here.slice(0, RELATED_CASES_LIMIT).map((c) => new vscode.DiagnosticRelatedInformation(new vscode.Location(uri, new vscode.Position(c.line - 1, 0)), c.detail ? `${c.id}, ${c.detail}` : c.id));
    out.push(d);
    if (f.code === 'text-replies-dropped') continue;
    for (const c of here) {
      const kase = model.caseAtLine.get(c.line);
      const emission = c.turn !== undefined ? kase?.turns[c.turn]?.emissions[c.step ?? 0] : undefined;
      const line = (emission?.line ?? c.line) - 1;
      const range = emission ? new vscode.Range(line, emission.span.start, line, emission.span.end) : new vscode.Range(line, 0, line, kase?.resultSpan?.start ?? Math.min(ctx.lineLength(line), 200));
      out.push(entry(range, `${c.id}${c.detail ? `, ${c.detail}` : ''}: ${caseSentence(f)}`, f, ctx));
    }
  }
  return out;
}

function entry(range: vscode.Range, message: string, f: Finding, ctx: DiagnosticContext): vscode.Diagnostic {
  const d = make(range, message, SEVERITY[f.severity], DIAGNOSTIC_CODE.runHealth, ctx);
  d.code = { value: f.code, target: diagnosticCode(ctx.readme, DIAGNOSTIC_CODE.runHealth).target };
  return d;
}

function caseSentence(f: Finding): string {
  switch (f.code) {
    case 'tool-not-offered':
      return 'a call to a function this case does not offer at this turn.';
    case 'placeholder-argument':
      return 'a call made with an empty or placeholder argument (was the value asked for?).';
    case 'known-bad-item':
      return 'this test item is on the known-bad list.';
    default:
      return f.message;
  }
}
