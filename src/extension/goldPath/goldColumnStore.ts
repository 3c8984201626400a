// The gold column's lines of each open case view (marks for colours, divergence lines for the jump
// keys), kept beside the case view's own marks.
import * as vscode from 'vscode';
import type { GoldMark } from '../../core/goldPath/goldLines';

export interface GoldColumnLines {
  marks: GoldMark[];
  divergenceLines: number[];
}

export class GoldColumnStore implements vscode.Disposable {
  private readonly byUri = new Map<string, GoldColumnLines>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly closing = vscode.workspace.onDidCloseTextDocument((doc) => this.byUri.delete(doc.uri.toString()));

  set(uri: vscode.Uri, lines: GoldColumnLines): void {
    this.byUri.set(uri.toString(), lines);
    this.changed.fire(uri);
  }

  get(uri: vscode.Uri): GoldColumnLines | null {
    return this.byUri.get(uri.toString()) ?? null;
  }

  dispose(): void {
    this.changed.dispose();
    this.closing.dispose();
  }
}
