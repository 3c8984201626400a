// The text of the hovers, as lines of plain text and markdown built only from the core's Decision
// and summaries. Model text goes in as escaped text, never as markdown or HTML.
import * as vscode from 'vscode';
import { classLabel, type ActionClass } from '../../core/classify/actionClass';
import {
  blindSpotSentence,
  classText,
  countOf,
  emissionText,
  oneLine,
  outrankedSentence,
  ruleSentence,
  shortenText,
} from '../../core/bfcl/caseDocument';
import type { ScoreFailure } from '../../core/bfcl/types';
import type { CaseSummary } from '../../core/metrics/types';
import type { Case, Emission, Turn } from '../../core/model';
import { COMMAND, type OpenCaseViewArgs } from '../commandIds';
import { caseLabelPieces, labelString } from '../labels/labelText';

const HOVER_TEXT_LIMIT = 300;

export function markdown(openCaseView: boolean): vscode.MarkdownString {
  const md = new vscode.MarkdownString('', false);
  md.supportHtml = false;
  // Only our own command may run from a hover link, with arguments we built.
  if (openCaseView) md.isTrusted = { enabledCommands: [COMMAND.openCaseView] };
  return md;
}

export function caseViewLink(md: vscode.MarkdownString, args: OpenCaseViewArgs): void {
  const uri = `command:${COMMAND.openCaseView}?${encodeURIComponent(JSON.stringify([args]))}`;
  md.appendMarkdown(`\n\n[Open case view](${uri} "Lay this case out turn by turn")`);
}

/** Hover over one emission: its text (shortened), class, reason, what it outranked, its normalised form. */
export function emissionHover(emission: Emission, value: unknown, file: string, caseId: string): vscode.MarkdownString {
  const d = emission.decision;
  const md = markdown(true);
  md.appendMarkdown(`**T${emission.turn + 1} · step ${emission.step + 1} · ${classText(d.cls)}** — Calibration Lens\n\n`);
  md.appendText(oneLine(shortenText(emissionText(value), HOVER_TEXT_LIMIT)));
  md.appendMarkdown('\n\n');
  md.appendText(ruleSentence(d));
  const outranked = outrankedSentence(d);
  if (outranked || d.cls !== null) {
    md.appendMarkdown('\n\n');
    md.appendText(outranked ?? 'No other class matched.');
  }
  if (d.normalized) {
    md.appendMarkdown('\n\nNormalised: ');
    md.appendText(shortenText(d.normalized, HOVER_TEXT_LIMIT));
  }
  const blind = blindSpotSentence(d);
  if (blind) {
    md.appendMarkdown('\n\n');
    md.appendText(`Blind spot of the reference rule. ${blind}`);
  }
  if (d.referenceNote) {
    md.appendMarkdown('\n\n');
    md.appendText(`Reference: ${d.referenceNote}`);
  }
  caseViewLink(md, { file, id: caseId });
  return md;
}

/** Hover over a turn (outside its emissions): the turn's class and the class of each step. */
export function turnHover(turn: Turn, file: string, caseId: string): vscode.MarkdownString {
  const md = markdown(true);
  md.appendMarkdown(`**Turn ${turn.index + 1} · ${classText(turn.cls)}** — Calibration Lens\n\n`);
  md.appendText('The turn class is the highest-priority class among its emissions.');
  for (const e of turn.emissions) {
    md.appendMarkdown('\n\n');
    md.appendText(`step ${e.step + 1}: ${classText(e.cls)}`);
  }
  caseViewLink(md, { file, id: caseId });
  return md;
}

/** Hover over the start-of-line label: the verdict, the bound, every turn. */
export function caseHover(kase: Case, summary: CaseSummary | undefined, gold: ActionClass | null, file: string): vscode.MarkdownString {
  const md = markdown(true);
  md.appendMarkdown('**');
  md.appendText(kase.id);
  md.appendMarkdown('** — Calibration Lens\n\n');
  md.appendText(labelString(caseLabelPieces(kase, summary, gold)));
  if (kase.verdict?.outcome === 'unknown') {
    md.appendMarkdown('\n\n');
    md.appendText('Outcome unknown: the score file does not list this case, but it lists fewer failures than its header counts, so this case may be one of those left out.');
  }
  if (kase.verdict?.outcome === 'failed') {
    md.appendMarkdown('\n\n');
    md.appendText(`Failed: ${kase.verdict.errorType ?? 'unknown error type'}. ${kase.verdict.errorMessage ?? ''}`.trim());
  }
  if (gold) {
    md.appendMarkdown('\n\n');
    if (summary?.boundViolation) {
      md.appendText(`Bound violation: passed, but the gold action ${classLabel(gold)} never appears in ${countOf(kase.turns.length, 'turn')}.`);
    } else {
      md.appendText(`Gold action ${classLabel(gold)}: ${summary?.goldHit ? 'appears' : 'never appears'}.`);
    }
  }
  md.appendMarkdown('\n\n');
  md.appendText(`Classes: ${kase.classes.length ? kase.classes.map(classLabel).join(', ') : 'none'}`);
  caseViewLink(md, { file, id: kase.id });
  return md;
}

/** Hover over a failure line of a score file. */
export function failureHover(failure: ScoreFailure, resultFile: string | null): vscode.MarkdownString {
  const md = markdown(resultFile !== null);
  md.appendMarkdown('**');
  md.appendText(`${failure.id} · FAIL · ${failure.errorType}`);
  md.appendMarkdown('** — Calibration Lens\n\n');
  md.appendText(failure.errorMessage ?? '(no error message)');
  if (resultFile) caseViewLink(md, { file: resultFile, id: failure.id });
  return md;
}
