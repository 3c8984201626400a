// Human decisions in a result file: a marker in each case line's label (how many of its emissions are
// decided, disagreements, the verdict) and, at each decided emission (a tau2 message: on the line where
// it starts), a label of its own style (boxed, italic) that says the human classes and whether they
// agree with the classifier's. Decided emissions are
// few (a human made each), so all of a file's are drawn, not only the lines in view.
import * as vscode from 'vscode';
import { setDecorations } from '../decorationsSet';
import { humanClassesOf } from '../../core/annotation/decisionSchema';
import { sameClasses } from '../../core/annotation/humanClasses';
import type { Case, Emission } from '../../core/model/model';
import type { CaseLabelExtras } from '../labels/labelController';
import { toneBackground, toneColor } from '../labels/labelStyles';
import type { LabelPiece } from '../labels/labelText';
import { log } from '../log';
import { isRunDocument } from '../runDocuments';
import type { ResultModel, RunStore } from '../runStore';
import { annotationAuthor, knownAnnotationAuthor } from './annotationSettings';
import { emissionKey, type DecisionStore, type FileDecisions } from './decisionStore';
import { caseMark, emissionMark, shownDecision, type HumanTone } from './humanLabelText';

const TONES: HumanTone[] = ['human', 'disagreement', 'stale'];

export class ResultFileMarks implements CaseLabelExtras, vscode.Disposable {
  /** Bumped when every file's marks may change (the author or the label settings). */
  private rev = 0;
  /** Per result file: bumped when its marks change, with the decisions they were drawn from. */
  private readonly files = new Map<string, { rev: number; drawnFrom: string }>();
  private readonly loading = new Set<string>();
  /** Set while the marks wait for git's user.name (annotationHost.ts): they are drawn again when it answers. */
  private authorAsked = false;
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly types = new Map<HumanTone, vscode.TextEditorDecorationType>();
  private readonly disposables: vscode.Disposable[] = [this.changed];
  private timer: NodeJS.Timeout | undefined;
  readonly onDidChange = this.changed.event;

  constructor(private readonly runs: RunStore, private readonly decisions: DecisionStore) {
    for (const tone of TONES) {
      this.types.set(tone, vscode.window.createTextEditorDecorationType({
        before: {
          color: toneColor(tone),
          backgroundColor: toneBackground(tone),
          border: '1px solid',
          borderColor: toneColor(tone),
          fontStyle: 'italic',
          margin: '0 0.5ch 0 0',
        },
        rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
      }));
    }
    this.disposables.push(
      // One store changed (a decision saved here, another window, the command line): its files only.
      decisions.onDidChange((store) => void this.reindex(store)),
      vscode.window.onDidChangeVisibleTextEditors(() => this.schedule()),
      runs.onDidChangeModel(() => this.schedule()),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration('calibrationLens.labels')) return;
        this.rev++;
        void this.reindex(null);
      }),
    );
    this.schedule();
  }

  revision(path: string): string {
    return `${this.rev}:${this.files.get(path)?.rev ?? 0}`;
  }

  casePieces(model: ResultModel, kase: Case): LabelPiece[] {
    const decided = this.decisions.peek(model.path);
    if (!decided) {
      this.load(model.path);
      return [];
    }
    if (!hasDecisions(decided)) return [];
    // Never waited for here, on the way to the labels: a store read before git answered (another
    // view read it) draws its markers once the name is known.
    const me = knownAnnotationAuthor();
    if (me === undefined) {
      this.awaitAuthor();
      return [];
    }
    const mark = caseMarkOf(decided, kase, me);
    return mark ? [{ text: mark.text, tone: mark.tone }] : [];
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const t of this.types.values()) t.dispose();
    for (const d of this.disposables) d.dispose();
  }

  private load(path: string): void {
    if (this.loading.has(path)) return;
    this.loading.add(path);
    // The author ("yours") is waited for only when the file has decisions, after its store is read:
    // never before the first labels.
    this.decisions.forFile(path).then(
      async (decided) => {
        if (hasDecisions(decided)) await annotationAuthor();
        this.loading.delete(path);
        this.noteDrawnFrom(path, decided);
        this.bump();
      },
      (err: unknown) => {
        this.loading.delete(path);
        log().warn(`The decisions on ${path} could not be read: ${err instanceof Error ? err.message : String(err)}`);
      },
    );
  }

  /**
   * A store changed (`null`: any): its files read so far indexed again, and drawn again once if the
   * decisions their marks are drawn from changed (a store's own write and its watcher both say it changed).
   */
  private async reindex(store: string | null): Promise<void> {
    const files = this.decisions.knownFiles().filter((f) => store === null || this.decisions.storeOf(f) === store);
    const changed = await Promise.all(files.map(async (f) => {
      const decided = await this.decisions.forFile(f).catch(() => null);
      return decided !== null && this.noteDrawnFrom(f, decided);
    }));
    if (store === null || changed.some(Boolean)) this.bump();
  }

  /** Whether the decisions the file's marks are drawn from changed since last noted (its revision bumped then). */
  private noteDrawnFrom(path: string, decided: FileDecisions): boolean {
    const drawnFrom = JSON.stringify([decided.sha256, [...decided.emissions], [...decided.verdicts]]);
    const held = this.files.get(path);
    if (held?.drawnFrom === drawnFrom) return false;
    this.files.set(path, { rev: (held?.rev ?? 0) + 1, drawnFrom });
    return true;
  }

  private awaitAuthor(): void {
    if (this.authorAsked) return;
    this.authorAsked = true;
    void annotationAuthor().then(() => this.bump());
  }

  private bump(): void {
    this.rev++;
    this.changed.fire();
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.drawEmissions();
    }, 30);
  }

  private async drawEmissions(): Promise<void> {
    let me: string | undefined;
    for (const editor of vscode.window.visibleTextEditors) {
      if (!isRunDocument(editor.document)) continue;
      const model = await this.runs.modelFor(editor.document).catch(() => null);
      if (!model || model.kind !== 'result') continue;
      const decided = this.decisions.peek(model.path);
      if (!decided) {
        this.load(model.path);
        continue;
      }
      if (hasDecisions(decided)) me ??= await annotationAuthor();
      const byTone = new Map<HumanTone, vscode.DecorationOptions[]>(TONES.map((t) => [t, []]));
      for (const { kase, emission: e, line, column } of emissionsInDocument(model, editor.document)) {
        const mark = me === undefined ? null : emissionMark(decided.emissions.get(emissionKey(kase.id, e.place)) ?? [], me, e.classes);
        if (!mark) continue;
        const at = new vscode.Range(line, column, line, column);
        byTone.get(mark.tone)!.push({ range: at, renderOptions: { before: { contentText: mark.text } } });
      }
      for (const [tone, options] of byTone) setDecorations(editor, this.types.get(tone)!, options);
    }
  }
}

/** Whether any human decided anything in the file: only then do its marks depend on the author. */
function hasDecisions(decided: FileDecisions): boolean {
  return decided.emissions.size > 0 || decided.verdicts.size > 0 || decided.rubric.size > 0;
}

/**
 * Where each emission of the document starts (0-based line and column): in a case on one line, at its
 * span; a message on lines of its own, at the `{` that opens it (after the classifier's label at the
 * start of the line). A dir layout's results.json holds no messages: its simulations are in their files.
 */
export function* emissionsInDocument(model: ResultModel, document: vscode.TextDocument): Generator<{ kase: Case; emission: Emission; line: number; column: number }> {
  for (const [lineNumber, entries] of model.lines.lines) {
    if (lineNumber > document.lineCount) continue;
    const lineStart = () => document.lineAt(lineNumber - 1).firstNonWhitespaceCharacterIndex;
    for (const f of entries) {
      for (const e of f.emissions) yield { kase: f.kase, emission: e, line: lineNumber - 1, column: f.placement === 'column' ? e.span.start : lineStart() };
    }
  }
}

/** The case line's marker from the decisions shown on its emissions and its verdict. */
export function caseMarkOf(decided: FileDecisions, kase: Case, me: string) {
  let total = 0;
  let reviewed = 0;
  let disagreements = 0;
  let stale = 0;
  for (const turn of kase.turns) {
    for (const e of turn.emissions) {
      total += 1;
      const shown = shownDecision(decided.emissions.get(emissionKey(kase.id, e.place)) ?? [], me);
      if (!shown || shown.decision.kind !== 'emission') continue;
      if (shown.stale) {
        stale += 1;
        continue;
      }
      reviewed += 1;
      if (!sameClasses(humanClassesOf(shown.decision), e.classes)) disagreements += 1;
    }
  }
  const verdict = shownDecision(decided.verdicts.get(kase.id) ?? [], me);
  const verdictNow = verdict && !verdict.stale && verdict.decision.kind === 'case' ? verdict.decision.verdict : null;
  return caseMark(reviewed, total, disagreements, verdictNow, stale);
}
