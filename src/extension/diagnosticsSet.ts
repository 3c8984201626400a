// A diagnostic collection whose entries are sent only when they change: a set or a delete goes to VS
// Code's window, which draws the Problems panel and every open editor's squiggles of that document
// again, and the Problems of a run file are worked out again on every tab change (a key of the review
// loop that opens the next case is one), mostly to the same entries. What is sent is counted (redrawCount.ts).
import * as vscode from 'vscode';
import { countRedraw } from './redrawCount';

export class DiagnosticsSet implements vscode.Disposable {
  private readonly collection: vscode.DiagnosticCollection;
  /** What each document's entries were last set to, as a key. */
  private readonly held = new Map<string, string>();

  constructor(name: string) {
    this.collection = vscode.languages.createDiagnosticCollection(name);
  }

  /** Sets the document's entries; false when they were these already (nothing sent). */
  set(uri: vscode.Uri, diagnostics: readonly vscode.Diagnostic[]): boolean {
    const key = JSON.stringify(diagnostics.map(diagnosticKey));
    if (this.held.get(uri.toString()) === key) return false;
    this.held.set(uri.toString(), key);
    countRedraw('diagnostics');
    this.collection.set(uri, diagnostics);
    return true;
  }

  delete(uri: vscode.Uri): void {
    if (!this.held.delete(uri.toString())) return;
    countRedraw('diagnostics');
    this.collection.delete(uri);
  }

  /** The documents that have entries. */
  uris(): vscode.Uri[] {
    const uris: vscode.Uri[] = [];
    this.collection.forEach((uri) => void uris.push(uri));
    return uris;
  }

  dispose(): void {
    this.held.clear();
    this.collection.dispose();
  }
}

/** Everything of an entry that VS Code shows (an entry's own toJSON leaves out its related information and tags). */
function diagnosticKey(d: vscode.Diagnostic): unknown {
  const code = typeof d.code === 'object' ? [d.code.value, d.code.target.toString()] : d.code ?? null;
  const related = d.relatedInformation?.map((r) => [r.location.uri.toString(), rangeKey(r.location.range), r.message]) ?? null;
  return [rangeKey(d.range), d.message, d.severity, d.source ?? null, code, related, d.tags ?? null];
}

function rangeKey(r: vscode.Range): string {
  return `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;
}
