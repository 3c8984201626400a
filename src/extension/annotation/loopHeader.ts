// The case view's header in the editor: its lines are the document's own (loopHeaderText.ts), so the
// view is drawn once, where it rests; the queue's place is a decoration on its own line (it changes with
// every key, which must not produce the view again); its moves are links (ctrl/cmd+click) to the loop's
// commands. Switching annotating on or off produces the open case views again: their header says it.
import * as vscode from 'vscode';
import { setDecorations } from '../decorationsSet';
import { CASE_SCHEME, parseCaseUri } from '../caseView/caseUri';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import type { CaseViewHeader } from '../caseView/caseViewHeader';
import type { AnnotatingMode } from './annotatingMode';
import { REVIEW_COMMAND } from './commandIds';
import { headerLines, headerLinks, POSITION_LINE, QUEUE_RUN_LINE, type HeaderAction } from './loopHeaderText';
import type { ReviewLoop } from './reviewLoop';

const LINK: Record<HeaderAction, { command: string; tooltip: string }> = {
  start: { command: REVIEW_COMMAND.startAnnotating, tooltip: 'Start annotating: decide with keys in this case view' },
  stop: { command: REVIEW_COMMAND.stopAnnotating, tooltip: 'Stop annotating: the case view is for reading again and the keys do not decide' },
  previous: { command: REVIEW_COMMAND.previousItem, tooltip: 'The previous item of the queue (k)' },
  next: { command: REVIEW_COMMAND.nextItem, tooltip: "The next item of the queue (j); when reading, starts annotating this run's emissions not reviewed" },
};

export class LoopHeader implements CaseViewHeader, vscode.Disposable {
  private readonly position = vscode.window.createTextEditorDecorationType({
    after: { color: new vscode.ThemeColor('textLink.foreground'), fontWeight: 'bold' },
  });
  private readonly muted = vscode.window.createTextEditorDecorationType({ color: new vscode.ThemeColor('descriptionForeground') });
  private readonly disposables: vscode.Disposable[] = [this.position, this.muted];

  constructor(private readonly loop: ReviewLoop, private readonly mode: AnnotatingMode, private readonly caseViews: CaseViewProvider) {
    caseViews.header = this;
    const draw = () => this.drawVisible();
    this.disposables.push(
      { dispose: () => (caseViews.header = null) },
      mode.onDidSwitch(() => {
        for (const doc of vscode.workspace.textDocuments) if (doc.uri.scheme === CASE_SCHEME) caseViews.refreshView(doc.uri);
      }),
      loop.onDidChange(draw),
      mode.onDidSwitch(draw),
      caseViews.onDidChangeMarks(() => setTimeout(draw, 0)),
      vscode.window.onDidChangeVisibleTextEditors(draw),
      vscode.languages.registerDocumentLinkProvider({ scheme: CASE_SCHEME }, { provideDocumentLinks: (document) => this.links(document) }),
    );
  }

  linesOf(): readonly string[] {
    return headerLines(this.mode.annotating);
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  private links(document: vscode.TextDocument): vscode.DocumentLink[] {
    const count = Math.min(document.lineCount, headerLines(true).length);
    const lines = Array.from({ length: count }, (_, i) => document.lineAt(i).text);
    return headerLinks(lines).map((l) => {
      const link = new vscode.DocumentLink(new vscode.Range(l.line, l.start, l.line, l.end), vscode.Uri.parse(`command:${LINK[l.action].command}`));
      link.tooltip = LINK[l.action].tooltip;
      return link;
    });
  }

  /** The queue's place on its line of each visible case view, and the header's lines muted. */
  private drawVisible(): void {
    const count = headerLines(true).length;
    for (const editor of vscode.window.visibleTextEditors) {
      const view = parseCaseUri(editor.document.uri);
      if (!view || editor.document.lineCount <= count) continue;
      const lines = Array.from({ length: count }, (_, i) => editor.document.lineAt(i).text);
      const ours = headerLinks(lines).length > 0;
      setDecorations(editor, this.muted, ours ? [new vscode.Range(0, 0, count - 1, 0)] : []);
      const annotating = ours && lines.join('\n') === headerLines(true).join('\n');
      const place = this.loop.positionIn(view.file, view.id);
      const [placeLine, runLine] = this.loop.headerPlaceIn(view.file, view.id) ?? ['Not in a review queue: j starts one', ''];
      const hoverMessage = place ? `The review queue the keys move through: ${place} (Calibration Lens: Review view)` : "Not in a review queue: j starts this run's emissions not reviewed";
      const on = (line: number, contentText: string): vscode.DecorationOptions => ({
        range: new vscode.Range(line, 0, line, 0),
        hoverMessage,
        renderOptions: { after: { contentText } },
      });
      setDecorations(editor, this.position, annotating ? [on(POSITION_LINE, placeLine), ...(runLine ? [on(QUEUE_RUN_LINE, runLine)] : [])] : []);
    }
  }
}
