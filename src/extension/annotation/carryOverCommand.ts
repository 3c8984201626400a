// "Carry Over Decisions to the Changed File": the stale decisions on the active result file set
// against the version they were made on (from git when it has it, else a copy the user picks, its
// sha256 checked; VS Code for the Web has no git, so there it is always a copy), shown case by case, and the ones whose own text is unchanged appended again
// with the file's new sha256. Nothing is rewritten: the store stays an append-only trail.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { formatOfKind, holdsCases, runFolderOf } from '../../core/formats/registry';
import { sha256OfBytes } from '../../core/files/bytesSha256';
import { carryOver } from '../../core/annotation/carryOver';
import { caseTextsOf } from '../../core/annotation/caseTexts';
import { latestDecisions } from '../../core/annotation/latestDecisions';
import { runRelativePath } from '../../core/document/labelledRun';
import { readText } from '../../core/files/fileAccess';
import { hostFiles } from '../../core/files/hostFiles';
import { countOf } from '../../core/text/countOf';
import { log } from '../log';
import { pathOfUri, runDocumentKind } from '../runDocuments';
import { earlierVersion, NO_EARLIER_VERSION } from './annotationHost';
import { authorForDecision } from './annotationSettings';
import { carryHeadline, carryReport } from './carryOverText';
import { ANNOTATION_COMMAND } from './commandIds';
import type { DecisionStore } from './decisionStore';

export function registerCarryOver(decisions: DecisionStore): vscode.Disposable {
  return vscode.commands.registerCommand(ANNOTATION_COMMAND.carryOver, async () => {
    const document = vscode.window.activeTextEditor?.document;
    const kind = document ? runDocumentKind(document) : null;
    if (!document || kind === null || !holdsCases(kind)) {
      return void vscode.window.showInformationMessage('Open the result file (BFCL result or tau2 results) whose decisions turned stale, then run Carry Over Decisions to the Changed File again.');
    }
    if (document.isDirty) return void vscode.window.showErrorMessage(`${basename(document.uri.path)} has unsaved changes: save or revert them first, so that the decisions are compared with the file on disk.`);
    const file = pathOfUri(document.uri);
    if (!file) return;
    const rel = runRelativePath(runFolderOf(file), file);
    const sha256 = await decisions.sha256Of(file);
    if (!sha256) return void vscode.window.showErrorMessage(`Calibration Lens cannot read ${file}; nothing was carried over.`);
    const store = decisions.storeOf(file);
    const stale = latestDecisions((await decisions.read(store)).decisions.filter((s) => s.decision.file === rel), () => sha256).filter((c) => c.stale);
    if (stale.length === 0) return void vscode.window.showInformationMessage(`No decision on ${rel} is stale: every one in ${store} was made on the file as it is now.`);
    const earlier = mostDecidedOn(stale.map((s) => s.decision.sha256));
    const before = await earlierText(file, earlier);
    if (!before) return;
    const by = await authorForDecision();
    if (!by) return;
    const benchmark = formatOfKind(kind).benchmark;
    const now = await readText(hostFiles, file);
    if (now === null) return void vscode.window.showErrorMessage(`Calibration Lens cannot read ${file}; nothing was carried over.`);
    const items = carryOver(stale, caseTextsOf(before.text, file, benchmark), caseTextsOf(now, file, benchmark), {
      beforeSha256: earlier, afterSha256: sha256, by, now: new Date(),
    });
    const report = carryReport(items);
    const headline = carryHeadline(items, rel);
    log().info(`${headline} Compared with ${before.source} (sha256 ${earlier.slice(0, 12)}…):\n${report.join('\n')}`);
    const carry = items.flatMap((i) => (i.carried ? [i.carried] : []));
    if (carry.length === 0) return void vscode.window.showInformationMessage(headline, { modal: true, detail: report.join('\n') });
    const go = `Carry Over ${countOf(carry.length, 'Decision')}`;
    if ((await vscode.window.showInformationMessage(headline, { modal: true, detail: report.join('\n') }, go)) !== go) return;
    for (const d of carry) await decisions.append(file, d);
    vscode.window.setStatusBarMessage(`$(check) Carried ${countOf(carry.length, 'decision')} over to ${basename(file)} (saved to ${store})`, 8000);
  });
}

/** The version most of the stale decisions were made on (the others are reported as not compared). */
function mostDecidedOn(shas: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const s of shas) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

async function earlierText(file: string, sha256: string): Promise<{ text: string; source: string } | null> {
  const fromGit = await earlierVersion(file, sha256);
  if (fromGit !== null) return fromGit;
  const picked = await vscode.window.showOpenDialog({
    title: `The version of ${basename(file)} the decisions were made on (sha256 ${sha256.slice(0, 12)}…): ${NO_EARLIER_VERSION}; pick a copy (a backup, the download)`,
    openLabel: 'Compare with This Version',
    canSelectMany: false,
  });
  const copy = picked?.[0];
  if (!copy) return null;
  // Read through the workspace's file system, whichever the picked copy is on (local disk, a virtual workspace).
  const bytes = await Promise.resolve(vscode.workspace.fs.readFile(copy)).catch(() => null);
  const got = bytes ? await sha256OfBytes(bytes) : null;
  const path = copy.fsPath;
  if (!bytes || got !== sha256) {
    void vscode.window.showErrorMessage(`${path} is not the version the decisions were made on (its sha256 is ${got ? `${got.slice(0, 12)}…` : 'unreadable'}, they need ${sha256.slice(0, 12)}…). Nothing was carried over.`);
    return null;
  }
  return { text: new TextDecoder().decode(bytes), source: path };
}
