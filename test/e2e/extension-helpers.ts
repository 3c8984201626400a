// Helpers of the extension's e2e tests (test/e2e/extension-*.test.ts): opening a BFCL file the way
// its labels can be read whole, and reading the Calibration Lens part of a hover.
import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { eventually, projectRoot, type Problem, type VSCodeSession } from './harness';

/**
 * Opens a file with one row per line: VS Code wraps files dominated by long lines whatever
 * `editor.wordWrap` says, and a wrapped line is drawn only as far as it is in view. Calibration Lens
 * unwraps such a run file itself when it is first shown (src/extension/labels/runFileWrap.ts):
 * that is waited for, and only a file still wrapped after it is toggled here, with the toggle the
 * labels follow. `open` opens it another way than quick open (a file of a virtual workspace, which
 * quick open cannot search).
 */
export async function openUnwrapped(vscode: VSCodeSession, path: string, open = () => vscode.workbench.openFile(path)): Promise<void> {
  await open();
  const drawn = () =>
    vscode.page.evaluate(() => {
      const editor = document.querySelector('.editor-group-container.active .editor-instance .monaco-editor');
      const rows = editor?.querySelectorAll('.view-lines > .view-line').length ?? 0;
      const numbers = editor?.querySelectorAll('.margin-view-overlays .line-numbers').length ?? 0;
      return { rows, numbers };
    });
  const first = await eventually(drawn, (d) => d.numbers > 0 && d.rows > 0, { what: `${path} to be drawn` });
  if (first.rows > first.numbers) {
    const unwrapped = await eventually(drawn, (d) => d.rows === d.numbers, { what: `${path} to be unwrapped by Calibration Lens`, timeoutMs: 10_000 }).then(() => true, () => false);
    if (unwrapped) return;
    await vscode.workbench.runCommand('Calibration Lens: Toggle Word Wrap of a Run File (labels follow)');
    await eventually(drawn, (d) => d.rows === d.numbers, { what: `${path} to be shown without wrapping` });
  }
}

/**
 * The hover at a 1-based position, shown from the keyboard; the mouse is parked over the empty part
 * of the activity bar first, so no workbench tooltip (a tab's "Close") is read instead.
 */
export async function hoverAt(vscode: VSCodeSession, line: number, column: number): Promise<string> {
  const height = vscode.page.viewportSize()?.height ?? 900;
  await vscode.page.mouse.move(20, height - 150);
  await vscode.page.waitForTimeout(300);
  const hover = await vscode.editor.hoverAt(line, column);
  await vscode.editor.dismiss();
  return hover;
}

/** The paragraphs of a hover as a user reads them (no blank lines, no-break spaces as spaces). */
export function paragraphs(hover: string): string[] {
  return hover.replace(/\u00a0/g, ' ').split('\n').map((l) => l.trim()).filter(Boolean);
}

/** The Calibration Lens part of a hover: from its title line to its "Open case view" link. */
export function ourHover(hover: string, title: string): string[] {
  const lines = paragraphs(hover);
  const start = lines.indexOf(title);
  assert.ok(start >= 0, `the hover has the title "${title}"; it reads:\n${hover}`);
  const end = lines.indexOf('Open case view', start);
  return lines.slice(start, end + 1);
}

/**
 * Every row of the Problems panel. Sessions that read it use a tall window, so that all rows of a
 * file with related information are drawn at once.
 */
export async function listProblems(vscode: VSCodeSession): Promise<Problem[]> {
  return vscode.problems.list();
}

/**
 * The Problems entries with `code`, once `ready` says they are all there: the panel filtered to them
 * and maximized, so that every row (with its related information) is drawn at once. A read that finds
 * none types the filter again, so a filtered view that missed the entries' arrival is filtered afresh;
 * if they never come, the error lists every entry unfiltered (whether the run's Problems came at all).
 */
export async function problemsWithCode(vscode: VSCodeSession, code: string, ready: (found: Problem[]) => boolean): Promise<Problem[]> {
  await vscode.workbench.runCommand('Problems: Focus on Problems View');
  const filter = vscode.page.locator('input[placeholder^="Filter (e.g."]').first();
  await filter.fill(code);
  await vscode.workbench.runCommand('View: Toggle Maximized Panel');
  const read = async () => {
    const found = (await listProblems(vscode)).filter((p) => p.code === code);
    if (found.length === 0) {
      await filter.fill('');
      await filter.fill(code);
    }
    return found;
  };
  try {
    return await eventually(read, ready, { what: `the ${code} entries`, timeoutMs: 30_000 });
  } catch (err) {
    await filter.fill('');
    const all = await listProblems(vscode).catch((e: unknown) => `unreadable: ${String(e)}`);
    if (err instanceof Error) err.message += `\nEvery Problems entry: ${JSON.stringify(typeof all === 'string' ? all : all.map((p) => [p.file, p.line, p.code, p.message]))}`;
    throw err;
  } finally {
    await vscode.workbench.runCommand('View: Toggle Maximized Panel');
    await filter.fill('');
  }
}

/** A window tall enough for the Problems panel to draw every row these tests read. */
export const TALL_VIEWPORT = { width: 1400, height: 1600 };

/**
 * The case view's gold rows side by side (model │ gold) whatever its width: sessions that read those
 * rows open it beside the result file, where it would stack them (extension-case-view-width.test.ts).
 */
export const SIDE_BY_SIDE = { 'calibrationLens.caseView.goldLayout': 'sideBySide' } as const;

/**
 * The case view's header as drawn (its first three lines, src/extension/annotation/loopHeaderText.ts):
 * each line's text, then the decoration drawn on it (the queue's place while annotating).
 */
export async function caseViewHeader(vscode: VSCodeSession): Promise<string[]> {
  const lines = await vscode.editor.drawnLines();
  const rows = lines.filter((l) => l.line <= CASE_HEADER_LINES).map((l) => [l.text.trim(), ...l.decorations].filter((t) => t !== '').join(' '));
  // The last line is empty but while annotating, when it names the queue's run.
  return rows.length === CASE_HEADER_LINES && rows.at(-1) === '' ? rows.slice(0, -1) : rows;
}

/** Lines of the header above the case in every case view (src/extension/annotation/loopHeaderText.ts). */
export const CASE_HEADER_LINES = 4;

/** A case view's text below its header: where the case's own title starts. */
export function belowHeader(text: string): string {
  return text.split('\n').slice(CASE_HEADER_LINES).join('\n');
}

/** Clicks (ctrl+click, as VS Code follows a link in an editor) the link drawn on exactly `words` in the active editor. */
export async function clickEditorLink(vscode: VSCodeSession, words: string): Promise<void> {
  // The editor draws spaces as no-break spaces: \s matches both.
  const pattern = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');
  const exact = vscode.page.locator('.editor-group-container.active .view-lines span.detected-link').filter({ hasText: new RegExp(`^${pattern}$`) });
  await exact.first().waitFor({ timeout: 20_000 });
  await exact.first().click({ modifiers: ['ControlOrMeta'] });
}

/** A copy of the sample's demo-baseline run under `root` (its result/ and score/ trees), the run folder returned. */
export function copyDemoBaseline(root: string): string {
  const runFolder = join(root, 'result', 'demo-baseline');
  cpSync(join(projectRoot, 'sample', 'result', 'demo-baseline'), runFolder, { recursive: true });
  cpSync(join(projectRoot, 'sample', 'score', 'demo-baseline'), join(root, 'score', 'demo-baseline'), { recursive: true });
  return runFolder;
}
