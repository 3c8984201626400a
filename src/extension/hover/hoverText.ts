// The text of the hovers, as paragraphs of plain text and markdown built only from the core's Decision
// and summaries. Every piece of text goes in through markdownText (core/text/escape): it shows as it
// is, with no markup, link or HTML made from model output, case ids or error messages.
import * as vscode from 'vscode';
import { classLabel, type ActionClass } from '../../core/classify/actionClass';
import { classText, decisionLines, emissionText, oneLine, shortenText } from '../../core/document/caseView';
import { countOf } from '../../core/text/countOf';
import type { ScoreFailure } from '../../core/model/fileRead';
import type { CaseSummary } from '../../core/metrics/types';
import type { Case, Emission, Turn } from '../../core/model/model';
import { markdownText } from '../../core/text/escape';
import { COMMAND, type OpenCaseViewArgs } from '../commandIds';
import { caseLabelPieces, labelString, turnClassesText } from '../labels/labelText';

const HOVER_TEXT_LIMIT = 300;

/** An empty hover: no HTML; trusted only to run our own case view command, when it links to one. */
export function markdown(openCaseView: boolean): vscode.MarkdownString {
  const md = new vscode.MarkdownString('', false);
  md.supportHtml = false;
  // Only our own command may run from a hover link, with arguments we built.
  if (openCaseView) md.isTrusted = { enabledCommands: [COMMAND.openCaseView] };
  return md;
}

/** A hover: a bold title, then paragraphs of plain text, then the case view link when there is a case. */
function hover(title: string, paragraphs: string[], target: OpenCaseViewArgs | null): vscode.MarkdownString {
  const md = markdown(target !== null);
  md.appendMarkdown(`**${markdownText(title)}** — Calibration Lens`);
  for (const p of paragraphs) md.appendMarkdown(`\n\n${markdownText(p)}`);
  if (target) {
    const uri = `command:${COMMAND.openCaseView}?${encodeURIComponent(JSON.stringify([target]))}`;
    md.appendMarkdown(`\n\n[Open case view](${uri} "Lay this case out turn by turn")`);
  }
  return md;
}

/** The emission's class(es): the winning class, and any other class a tau2 message also shows. */
function emissionClassText(e: Emission): string {
  const others = e.classes.filter((c) => c !== e.cls);
  return others.length ? `${classText(e.cls)} (also ${others.map(classLabel).join(', ')})` : classText(e.cls);
}

/** Hover over one emission: its text (shortened), class, reason, what it outranked, its normalised form. */
export function emissionHover(emission: Emission, value: unknown, file: string, caseId: string): vscode.MarkdownString {
  const d = emission.decision;
  const [rule, priority, ...notes] = reasonLines(emission);
  const paragraphs = [oneLine(shortenText(emissionText(value), HOVER_TEXT_LIMIT)), rule!, ...(priority ? [priority] : [])];
  if (d.normalized) paragraphs.push(`Normalised: ${shortenText(d.normalized, HOVER_TEXT_LIMIT)}`);
  paragraphs.push(...notes);
  return hover(`T${emission.turn + 1} · step ${emission.step + 1} · ${emissionClassText(emission)}`, paragraphs, { file, id: caseId });
}

/**
 * Why an emission has its class, in reading order: the rule; what it outranked, or that nothing else
 * matched (empty when it has no class); the blind spot of the reference; the reference's note.
 */
function reasonLines(e: Emission): string[] {
  const d = e.decision;
  const [rule, ...rest] = decisionLines(d);
  const priority = d.outranked.length > 0 ? rest.shift()! : d.cls === null ? '' : 'No other class matched.';
  return [rule!, priority, ...rest.map((line) => (d.skippedText && line.startsWith('Read as text') ? `Blind spot of the reference rule. ${line}` : line))];
}

/** Hover over a turn (outside its emissions): every class it emitted, then each step's class and full reason. */
export function turnHover(turn: Turn, gold: readonly ActionClass[], file: string, caseId: string): vscode.MarkdownString {
  const classes = turnClassesText(turn, gold) ?? classText(turn.cls);
  const paragraphs = [
    `The turn's class is ${classText(turn.cls)}, the highest-priority class among its ${countOf(turn.emissions.length, 'emission')}` +
      (gold.length ? `; ★ marks the gold class (${gold.map(classLabel).join(', ')}).` : '.'),
    ...turn.emissions.map((e) => `Step ${e.step + 1} · ${emissionClassText(e)}: ${reasonLines(e).filter(Boolean).join(' ')}`),
  ];
  return hover(`Turn ${turn.index + 1} · ${classes}`, paragraphs, { file, id: caseId });
}

/** Hover over the start-of-line label: the verdict, the bound, every turn. */
export function caseHover(kase: Case, summary: CaseSummary | undefined, gold: ActionClass | null, file: string): vscode.MarkdownString {
  const paragraphs = [labelString(caseLabelPieces(kase, summary, gold))];
  if (kase.verdict?.outcome === 'unknown') {
    paragraphs.push('Outcome unknown: the score file does not list this case, but it lists fewer failures than its header counts, so this case may be one of those left out.');
  }
  if (kase.verdict?.outcome === 'failed') {
    paragraphs.push(`Failed: ${kase.verdict.errorType ?? 'unknown error type'}. ${kase.verdict.errorMessage ?? ''}`.trim());
  }
  if (gold) {
    paragraphs.push(
      summary?.boundViolation
        ? `Bound violation: passed, but the gold action ${classLabel(gold)} never appears in ${countOf(kase.turns.length, 'turn')}.`
        : `Gold action ${classLabel(gold)}: ${summary?.goldHit ? 'appears' : 'never appears'}.`,
    );
  }
  paragraphs.push(`Classes: ${kase.classes.length ? kase.classes.map(classLabel).join(', ') : 'none'}`);
  return hover(kase.id, paragraphs, { file, id: kase.id });
}

/** Hover over a failure line of a score file. */
export function failureHover(failure: ScoreFailure, resultFile: string | null): vscode.MarkdownString {
  return hover(`${failure.id} · FAIL · ${failure.errorType}`, [failure.errorMessage ?? '(no error message)'], resultFile ? { file: resultFile, id: failure.id } : null);
}
