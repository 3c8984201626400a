// Human decisions in the case view: beside each emission's header the annotator's class in the
// human label style; the audit section coloured; links (ctrl/cmd+click) on the view's own words to
// decide an emission (its class label), set the verdict (the word Verdict) and confirm or correct each
// rubric item (its name confirms, its value corrects). Links, not code lenses: a lens takes a row of its
// own, which VS Code adds at least 250 ms after the view is shown, pushing the case down after its first frame.
import * as vscode from 'vscode';
import { setDecorations } from '../decorationsSet';
import { formatOf } from '../../core/formats/registry';
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
  private readonly disposables: vscode.Disposable[] = [];
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
      caseViews.onDidChangeMarks(() => setTimeout(() => void this.decorateVisible(), 0)),
      decisions.onDidChange(() => {
        // The audit section is text: the views whose section changed are produced again once the keys
        // rest; emission labels are decorations, drawn now.
        clearTimeout(this.audits);
        this.audits = setTimeout(() => void this.refreshAudits(), AUDIT_AFTER_MS);
        void this.decorateVisible();
      }),
      vscode.languages.registerDocumentLinkProvider({ scheme: CASE_SCHEME }, { provideDocumentLinks: (document) => this.links(document) }),
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
    // Asked only with a case view in sight: without the setting, it waits for git (annotationHost.ts).
    let me: string | undefined;
    for (const editor of vscode.window.visibleTextEditors) {
      const view = parseCaseUri(editor.document.uri);
      if (!view) continue;
      const model = await this.runs.modelForPath(view.file).catch(() => null);
      const kase = model?.kind === 'result' ? model.caseById.get(view.id) : undefined;
      if (!kase) continue;
      me ??= await annotationAuthor();
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
        setDecorations(editor, this.emissionTypes.get(tone)!, emissions.get(tone)!);
        setDecorations(editor, this.lineTypes.get(tone)!, lines.get(tone)!);
      }
    }
  }

  private links(document: vscode.TextDocument): vscode.DocumentLink[] {
    const view = parseCaseUri(document.uri);
    if (!view) return [];
    const links: vscode.DocumentLink[] = [];
    /** A link on the first `words` of the line from column `from`; returns where they end (-1: not there). */
    const link = (line: number, words: string, title: string, command: string, args: unknown, from = 0): number => {
      const start = document.lineAt(line).text.indexOf(words, from);
      if (start < 0) return -1;
      const made = new vscode.DocumentLink(new vscode.Range(line, start, line, start + words.length), commandUri(command, args));
      made.tooltip = title;
      links.push(made);
      return start + words.length;
    };
    // A view not drawn yet has no marks. Its keys pick among the classes its format lets an annotator
    // give; a set (a tau2 message's) they add to or take from.
    const benchmark = this.caseViews.benchmarkOf(document.uri);
    const format = benchmark === undefined ? null : formatOf(benchmark);
    const keys = `keys 1-${format?.decisionClasses.length ?? 0}, 0`;
    const title = format?.labelling.classSets
      ? `Decide classes… (${keys}): accept the classifier's classes or set others, with a rationale`
      : `Decide class… (${keys}): accept the classifier's class or set another, with a rationale`;
    for (const mark of format ? this.caseViews.marksOf(document.uri) : []) {
      if (mark.kind !== 'emission' || mark.line >= document.lineCount || !mark.label) continue;
      const place = placeOfMark(mark);
      if (!place) continue;
      const words = document.lineAt(mark.line).text.slice(mark.label.start, mark.label.end);
      if (words) link(mark.line, words, title, ANNOTATION_COMMAND.decideEmission, argsOf(view.file, view.id, place), mark.label.start);
    }
    for (const l of this.audit.linesOf(document.uri)) {
      if (l.line >= document.lineCount) continue;
      if (l.kind === 'verdict') {
        link(l.line, 'Verdict', 'Set verdict… (key v while annotating)', ANNOTATION_COMMAND.decideCase, argsOf(l.file, l.id));
      } else if (l.kind === 'rubric' && l.item) {
        const base = { ...argsOf(l.file, l.id), item: l.item, computed: l.computed ?? null };
        const known = l.computed !== null && l.computed !== undefined;
        // The item's name confirms what was computed (yes when it is unknown); its value corrects it (no).
        const confirm = known ? l.computed! : true;
        const after = link(l.line, l.item, known ? `Confirm ${l.item} ${l.computed ? 'yes' : 'no'}` : `Set ${l.item} yes`, ANNOTATION_COMMAND.decideRubric, { ...base, value: confirm });
        const value = known ? (l.computed ? 'yes' : 'no') : 'unknown';
        if (after >= 0) link(l.line, value, known ? `Correct ${l.item} to ${l.computed ? 'no' : 'yes'}` : `Set ${l.item} no`, ANNOTATION_COMMAND.decideRubric, { ...base, value: !confirm }, after);
      }
    }
    return links;
  }
}

/** A link that runs `command` with `args` as its one argument. */
function commandUri(command: string, args: unknown): vscode.Uri {
  return vscode.Uri.parse(`command:${command}?${encodeURIComponent(JSON.stringify([args]))}`);
}
