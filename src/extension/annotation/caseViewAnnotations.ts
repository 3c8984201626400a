// Human decisions in the case view: beside each emission's header the annotator's class in the
// human label style; the audit section coloured; code lenses to decide an emission, set the verdict
// and confirm or correct each rubric item; and the context key under which keys 1-5 and 0 decide.
import * as vscode from 'vscode';
import { isTau2Place } from '../../core/annotation/emissionPlace';
import { parseCaseUri, CASE_SCHEME } from '../caseView/caseUri';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import { toneBackground, toneColor } from '../labels/labelStyles';
import type { LabelTone } from '../labels/labelText';
import type { RunStore } from '../runStore';
import { annotationAuthor } from './annotationSettings';
import type { AuditSection } from './auditSection';
import { ANNOTATION_COMMAND } from './commandIds';
import { emissionKey, type DecisionStore } from './decisionStore';
import { argsOf, placeOfMark } from './decisionTarget';
import { emissionMark, shownDecision, whenText } from './humanLabelText';

/**
 * How long the keys rest before the audit sections are produced again after a decision: the section is
 * text at the end of the view, so producing it again lays out the whole view, which fell on the loop's
 * next key (a key after `a` took 4x one after `j`); the decision's label beside its emission is a
 * decoration, drawn at once.
 */
const AUDIT_AFTER_MS = 1500;

type Tone = Extract<LabelTone, 'human' | 'disagreement' | 'stale' | 'violation'>;
const TONES: Tone[] = ['human', 'disagreement', 'stale', 'violation'];

export class CaseViewAnnotations implements vscode.Disposable {
  private readonly emissionTypes = new Map<Tone, vscode.TextEditorDecorationType>();
  private readonly lineTypes = new Map<Tone, vscode.TextEditorDecorationType>();
  private readonly lensesChanged = new vscode.EventEmitter<void>();
  private readonly disposables: vscode.Disposable[] = [this.lensesChanged];
  private audits: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly runs: RunStore, private readonly caseViews: CaseViewProvider, private readonly audit: AuditSection, private readonly decisions: DecisionStore) {
    for (const tone of TONES) {
      this.emissionTypes.set(tone, vscode.window.createTextEditorDecorationType({
        after: { color: toneColor(tone), backgroundColor: toneBackground(tone), border: '1px solid', borderColor: toneColor(tone), fontStyle: 'italic', margin: '0 0 0 1ch' },
      }));
      this.lineTypes.set(tone, vscode.window.createTextEditorDecorationType({ color: toneColor(tone), fontStyle: tone === 'violation' ? 'normal' : 'italic' }));
    }
    this.disposables.push(
      vscode.window.onDidChangeVisibleTextEditors(() => void this.decorateVisible()),
      caseViews.onDidChangeMarks(() => setTimeout(() => {
        void this.decorateVisible();
        this.lensesChanged.fire();
      }, 0)),
      decisions.onDidChange(() => {
        // The audit section is text: the views whose section changed are produced again once the keys
        // rest; emission labels are decorations, drawn now.
        clearTimeout(this.audits);
        this.audits = setTimeout(() => void this.refreshAudits(), AUDIT_AFTER_MS);
        void this.decorateVisible();
      }),
      vscode.languages.registerCodeLensProvider({ scheme: CASE_SCHEME }, {
        onDidChangeCodeLenses: this.lensesChanged.event,
        provideCodeLenses: (document) => this.lenses(document),
      }),
    );
  }

  dispose(): void {
    clearTimeout(this.audits);
    for (const t of [...this.emissionTypes.values(), ...this.lineTypes.values()]) t.dispose();
    for (const d of this.disposables) d.dispose();
  }

  private async refreshAudits(): Promise<void> {
    for (const doc of vscode.workspace.textDocuments) {
      if (doc.uri.scheme === CASE_SCHEME && !(await this.audit.isCurrent(doc.uri))) this.caseViews.refreshView(doc.uri);
    }
  }

  private async decorateVisible(): Promise<void> {
    const me = annotationAuthor();
    for (const editor of vscode.window.visibleTextEditors) {
      const view = parseCaseUri(editor.document.uri);
      if (!view) continue;
      const model = await this.runs.modelForPath(view.file).catch(() => null);
      const kase = model?.kind === 'result' ? model.caseById.get(view.id) : undefined;
      if (!kase) continue;
      const decided = await this.decisions.forFile(view.file);
      const emissions = new Map<Tone, vscode.DecorationOptions[]>(TONES.map((t) => [t, []]));
      const lines = new Map<Tone, vscode.Range[]>(TONES.map((t) => [t, []]));
      const lineCount = editor.document.lineCount;
      for (const mark of this.caseViews.marksOf(editor.document.uri)) {
        if (mark.kind !== 'emission' || mark.line >= lineCount) continue;
        const place = placeOfMark(mark);
        const e = place ? kase.turns.flatMap((t) => t.emissions).find((x) => emissionKey(kase.id, x.place) === emissionKey(kase.id, place)) : undefined;
        if (!e) continue;
        const all = decided.emissions.get(emissionKey(kase.id, e.place)) ?? [];
        const mark2 = emissionMark(all, me, e.classes);
        const shown = shownDecision(all, me);
        if (!mark2 || !shown) continue;
        // Right after the classifier's class label, so both read together at a glance.
        const at = mark.label?.end ?? editor.document.lineAt(mark.line).text.length;
        const who = `${shown.decision.author}, ${whenText(shown.decision.time)}`;
        emissions.get(mark2.tone)!.push({ range: new vscode.Range(mark.line, at, mark.line, at), renderOptions: { after: { contentText: `${mark2.text} (${who})` } } });
      }
      for (const l of this.audit.linesOf(editor.document.uri)) {
        if (l.tone && l.line < lineCount) lines.get(l.tone)!.push(editor.document.lineAt(l.line).range);
      }
      for (const tone of TONES) {
        editor.setDecorations(this.emissionTypes.get(tone)!, emissions.get(tone)!);
        editor.setDecorations(this.lineTypes.get(tone)!, lines.get(tone)!);
      }
    }
  }

  private lenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const view = parseCaseUri(document.uri);
    if (!view) return [];
    const lenses: vscode.CodeLens[] = [];
    const at = (line: number) => new vscode.Range(line, 0, line, 0);
    for (const mark of this.caseViews.marksOf(document.uri)) {
      if (mark.kind !== 'emission' || mark.line >= document.lineCount) continue;
      const place = placeOfMark(mark);
      if (!place) continue;
      lenses.push(new vscode.CodeLens(at(mark.line), {
        // A tau2 message's classes are a set of the paper's four: its keys add or take out one.
        title: isTau2Place(place) ? '$(edit) Decide classes… (keys 1-4, 0)' : '$(edit) Decide class… (keys 1-5, 0)',
        tooltip: isTau2Place(place) ? "Accept the classifier's classes or set others, with a rationale" : "Accept the classifier's class or set another, with a rationale",
        command: ANNOTATION_COMMAND.decideEmission,
        arguments: [argsOf(view.file, view.id, place)],
      }));
    }
    for (const l of this.audit.linesOf(document.uri)) {
      if (l.line >= document.lineCount) continue;
      if (l.kind === 'verdict') {
        lenses.push(new vscode.CodeLens(at(l.line), { title: '$(law) Set verdict…', command: ANNOTATION_COMMAND.decideCase, arguments: [argsOf(l.file, l.id)] }));
      } else if (l.kind === 'rubric' && l.item) {
        const base = { ...argsOf(l.file, l.id), item: l.item, computed: l.computed ?? null };
        if (l.computed !== null && l.computed !== undefined) {
          lenses.push(new vscode.CodeLens(at(l.line), { title: `$(check) Confirm ${l.item} ${l.computed ? 'yes' : 'no'}`, command: ANNOTATION_COMMAND.decideRubric, arguments: [{ ...base, value: l.computed }] }));
          lenses.push(new vscode.CodeLens(at(l.line), { title: `$(edit) Correct to ${l.computed ? 'no' : 'yes'}`, command: ANNOTATION_COMMAND.decideRubric, arguments: [{ ...base, value: !l.computed }] }));
        } else {
          lenses.push(new vscode.CodeLens(at(l.line), { title: `Set ${l.item} yes`, command: ANNOTATION_COMMAND.decideRubric, arguments: [{ ...base, value: true }] }));
          lenses.push(new vscode.CodeLens(at(l.line), { title: `Set ${l.item} no`, command: ANNOTATION_COMMAND.decideRubric, arguments: [{ ...base, value: false }] }));
        }
      }
    }
    return lenses;
  }
}

