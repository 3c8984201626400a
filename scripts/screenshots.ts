// `npm run screenshots`: the README's pictures, taken of the packaged extension in code-server on a
// copy of the bundled sample run (the e2e harness of test/e2e drives it; `npm run package` first).
// Writes media/screenshots/<name>.png (the README's) and docs/images/<name>.png (the docs' checks of
// the walkthrough's steps and of the case view in the column it opens in); the same command on the
// same build gives the same pictures but for the clock in the human label of the annotation shot.
//   node --import tsx scripts/screenshots.ts [--only NAME[,NAME]]
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from '../test/e2e/harness';
import { writeRun } from '../tools/synthetic/writeRun';

const OUT = join(projectRoot, 'media', 'screenshots');
const DOCS_OUT = join(projectRoot, 'docs', 'images');
const VIEWPORT = { width: 1280, height: 800 };
const RESULT = (model: string, category: string) => join('result', model, 'multi_turn', `BFCL_v4_multi_turn_${category}_result.json`);

/** Moves the mouse onto drawn text of the active editor and waits for the hover there. */
async function hoverOverText(vscode: VSCodeSession, text: string): Promise<void> {
  const at = await vscode.page.evaluate((wanted) => {
    for (const span of document.querySelectorAll<HTMLElement>('.editor-group-container.active .view-lines span span')) {
      // The editor draws spaces as no-break spaces.
      if (!(span.textContent ?? '').replace(/\u00a0/g, ' ').includes(wanted)) continue;
      const r = span.getBoundingClientRect();
      return { x: r.x + 30, y: r.y + r.height / 2 };
    }
    return null;
  }, text);
  if (!at) throw new Error(`"${text}" is not drawn in the active editor: the screenshot needs it in view.`);
  await vscode.page.mouse.move(at.x, at.y);
  await vscode.editor.readHover();
}

/** Parks the mouse where it shows no tooltip (not on the tab quick open last clicked). */
async function parkMouse(vscode: VSCodeSession): Promise<void> {
  await vscode.page.mouse.move(20, VIEWPORT.height - 250);
  await vscode.page.waitForTimeout(300);
}

/** Saves the window, or its top `height` pixels when what is shown ends there (into `folder`: the README's by default). */
async function save(vscode: VSCodeSession, name: string, height = VIEWPORT.height, folder = OUT): Promise<void> {
  await vscode.page.waitForTimeout(400); // the last frame of an animation (hover fade-in, quick pick)
  await vscode.page.screenshot({ path: join(folder, `${name}.png`), clip: { x: 0, y: 0, width: VIEWPORT.width, height } });
  console.log(join(folder, `${name}.png`).slice(projectRoot.length + 1));
}

/** The palette offers no command that only hides a part whatever it shows: toggle it when it shows. */
async function hide(vscode: VSCodeSession, part: 'panel' | 'sidebar'): Promise<void> {
  if (!(await vscode.page.locator(`.part.${part}`).isVisible())) return;
  await vscode.workbench.runCommand(part === 'panel' ? 'View: Toggle Panel Visibility' : 'View: Toggle Primary Side Bar Visibility');
}

/** No editor, no panel, no side bar: each shot opens what it shows. */
async function closeEverything(vscode: VSCodeSession): Promise<void> {
  await vscode.editor.dismiss();
  await vscode.workbench.runCommand('View: Close All Editors');
  await vscode.workbench.runCommand('View: Single Column Editor Layout');
  await hide(vscode, 'panel');
  await hide(vscode, 'sidebar');
}

/**
 * Opens a result file one row per line. VS Code wraps a file dominated by long lines when it opens
 * it; the toggle that undoes that can be lost on a loaded machine, so it is checked and made again.
 */
async function openFlat(vscode: VSCodeSession, file: string): Promise<void> {
  await vscode.workbench.openFile(file);
  const wrapped = () =>
    vscode.page.evaluate(() => {
      const editor = document.querySelector('.editor-group-container.active .editor-instance .monaco-editor');
      const numbered = editor?.querySelectorAll('.margin-view-overlays .line-numbers').length ?? 0;
      return numbered === 0 ? null : (editor?.querySelectorAll('.view-lines > .view-line').length ?? 0) > numbered;
    });
  await eventually(wrapped, (w) => w !== null, { what: `${file} to be drawn` });
  // Calibration Lens unwraps a run file itself once it is active (and only then offers its toggle in the palette).
  if (await eventually(wrapped, (w) => w === false, { what: `${file} unwrapped by Calibration Lens`, timeoutMs: 30_000 }).then(() => true, () => false)) return;
  for (let attempt = 0; attempt < 4; attempt++) {
    const state = await eventually(wrapped, (w) => w !== null, { what: `${file} to be drawn` });
    if (!state) return;
    await vscode.workbench.runCommand('Calibration Lens: Toggle Word Wrap of a Run File (labels follow)');
    await vscode.page.waitForTimeout(2_000);
  }
  throw new Error(`${file} stays wrapped after four toggles of word wrap.`);
}

/** The labels of a line and the "Case view" links above the cases (they come a moment later, and move the lines down). */
async function labelsReady(vscode: VSCodeSession, line: number): Promise<void> {
  await eventually(() => vscode.editor.decorationsOn(line), (d) => d.some((l) => l.startsWith('T1 ')), { what: `the labels of line ${line}`, timeoutMs: 30_000 });
  await codeLenses(vscode);
}

async function codeLenses(vscode: VSCodeSession): Promise<void> {
  const links = vscode.page.locator('.editor-group-container.active .codelens-decoration');
  await eventually(() => links.count(), (n) => n > 0, { what: 'the links above the lines', timeoutMs: 20_000 });
  await vscode.page.waitForTimeout(500);
}

/** (a) The inline labels of a miss_param file, with the hover of an ASK emission open. */
async function labelsAndHover(vscode: VSCodeSession, run: string): Promise<void> {
  await closeEverything(vscode);
  const file = join(run, RESULT('demo-probe', 'miss_param'));
  await openFlat(vscode, file);
  await labelsReady(vscode, 1);
  await vscode.workbench.goTo(1, 1);
  // The id at the line's start: the model's ASK text lies past the window's right edge on an unwrapped line.
  await hoverOverText(vscode, 'multi_turn_miss_param_6');
  await save(vscode, 'labels-hover', 525);
}

/** (b) The Problems panel on a miss_func file with its bound violations. */
async function problems(vscode: VSCodeSession, run: string): Promise<void> {
  await closeEverything(vscode);
  const file = join(run, RESULT('demo-baseline', 'miss_func'));
  await openFlat(vscode, file);
  await labelsReady(vscode, 1);
  await eventually(() => vscode.problems.counts(), (c) => c.warnings > 0, { what: 'the bound violations in Problems', timeoutMs: 30_000 });
  await vscode.workbench.runCommand('Problems: Focus on Problems View');
  await vscode.page.locator('.markers-panel .monaco-list-row').first().waitFor({ timeout: 10_000 });
  // The panel raised to just below the file's twelve cases, by its sash, so that more entries show.
  const panel = await vscode.page.locator('.part.panel').boundingBox();
  if (panel) {
    await vscode.page.mouse.move(VIEWPORT.width / 2, panel.y + 1);
    await vscode.page.mouse.down();
    await vscode.page.mouse.move(VIEWPORT.width / 2, 350, { steps: 5 });
    await vscode.page.mouse.up();
  }
  await parkMouse(vscode);
  await save(vscode, 'problems');
}

/** The summary panel of the workspace's runs on the tab `tab`, once its table is read. */
async function summaryTab(vscode: VSCodeSession, tab: string) {
  await closeEverything(vscode);
  await vscode.workbench.runCommand('Calibration Lens: Open Calibration Summary');
  const frame = await vscode.views.webviewFrame('calibration-lens.calibration-lens', 30_000);
  await frame.waitForSelector('body[data-state="loaded"] table.summary', { timeout: 30_000 });
  await frame.click(`vscode-tab-header[data-tab="${tab}"]`);
  return frame;
}

/** (c) The summary panel of both sample models: every run of the workspace. */
async function summary(vscode: VSCodeSession): Promise<void> {
  await summaryTab(vscode, 'table');
  await save(vscode, 'summary', 480);
}

/**
 * (f) The Profile tab of the summary: every run of the workspace, the pointer on a dot of `category`
 * (its hover label shown). `name` is the picture's.
 */
async function profile(vscode: VSCodeSession, name: string, category: string, height = VIEWPORT.height): Promise<void> {
  const frame = await summaryTab(vscode, 'profile');
  const dot = frame.locator(`#profile-view figure[data-panel^="${category}"] circle[data-run]`).last();
  await dot.waitFor({ timeout: 30_000 });
  await dot.scrollIntoViewIfNeeded();
  await dot.hover();
  await frame.waitForSelector(`#profile-view figure[data-panel^="${category}"] g[aria-label="tip"]`, { timeout: 10_000 });
  await save(vscode, name, height);
}

/** The case view of the failed long_context case 0, opened from its result file; its lines, once drawn with their links. */
async function openCaseView(vscode: VSCodeSession, run: string): Promise<string[]> {
  await openFlat(vscode, join(run, RESULT('demo-probe', 'long_context')));
  await labelsReady(vscode, 1);
  await vscode.workbench.goTo(1, 1);
  await vscode.workbench.runCommand('Calibration Lens: Open Case View');
  await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith('multi_turn_long_context_0') ?? false, { what: 'the case view', timeoutMs: 20_000 });
  const text = (await eventually(() => vscode.editor.text(), (t) => t.includes("The model's calls"), { what: 'the gold column', timeoutMs: 30_000 })).split('\n');
  // Its links (the header's moves, each emission's class) come a moment after its text.
  const links = vscode.page.locator('.editor-group-container.active .view-lines span.detected-link');
  await eventually(() => links.count(), (n) => n > 0, { what: 'the links of the case view', timeoutMs: 20_000 });
  await vscode.page.waitForTimeout(500);
  return text;
}

/** (d) The case view of a failed long_context case at its gold column under turn 2 (the grader's turn 1). */
async function caseView(vscode: VSCodeSession, run: string, shoot: boolean): Promise<string[]> {
  await closeEverything(vscode);
  await openCaseView(vscode, run);
  // The case view alone, as wide as the window: the gold column is two columns of calls.
  await vscode.workbench.runCommand('View: Single Column Editor Layout');
  await vscode.workbench.runCommand('View: Close Other Editors in Group');
  await hide(vscode, 'panel');
  // Its text again, laid out for the whole window (the gold column side by side, fewer lines than stacked).
  const text = (await eventually(() => vscode.editor.text(), (t) => t.includes("  The model's calls    "), { what: 'the gold column side by side', timeoutMs: 30_000 })).split('\n');
  // Turn 2's last steps, its gold column with the call that differs, and the grader's verdict.
  await centreOn(vscode, lineOf(text, "  The model's calls", lineOf(text, '── Turn 2 ')) + 2);
  await parkMouse(vscode);
  if (shoot) await save(vscode, 'case-view');
  return text;
}

/**
 * (f) The case view as it first opens: beside the result file, the side bar open, a column about
 * 480 px wide; the gold column of turn 2 in view.
 */
async function caseViewNarrow(vscode: VSCodeSession, run: string): Promise<void> {
  await closeEverything(vscode);
  await vscode.workbench.runCommand('View: Toggle Primary Side Bar Visibility');
  const text = await openCaseView(vscode, run);
  await parkMouse(vscode);
  await save(vscode, 'case-view-narrow-top', VIEWPORT.height, DOCS_OUT);
  await centreOn(vscode, lineOf(text, "  The model's calls", lineOf(text, '── Turn 2 ')) + 2);
  await parkMouse(vscode);
  await save(vscode, 'case-view-narrow', VIEWPORT.height, DOCS_OUT);
}

/** (g) The walkthrough, one picture per step, each with its page from the packaged extension. */
async function walkthrough(vscode: VSCodeSession): Promise<void> {
  await closeEverything(vscode);
  await vscode.workbench.runCommand('Welcome: Open Walkthrough...');
  await vscode.workbench.answerQuickInput('Calibration Lens: first steps');
  const steps = vscode.page.locator('.gettingStartedContainer .getting-started-step .step-title');
  await eventually(() => steps.count(), (n) => n >= 5, { what: 'the walkthrough steps', timeoutMs: 20_000 });
  for (let i = 0; i < 5; i++) {
    await steps.nth(i).click();
    await vscode.page.waitForTimeout(1_500); // the step's page is drawn in a webview
    await parkMouse(vscode);
    await save(vscode, `walkthrough-${i + 1}`, VIEWPORT.height, DOCS_OUT);
  }
}

/** The 1-based line of the case view that starts with `start`. */
function lineOf(text: string[], start: string, from = 0): number {
  const at = text.findIndex((l, i) => i >= from && l.startsWith(start));
  if (at < 0) throw new Error(`The case view has no line starting "${start}": the sample or the view changed, pick another place for the screenshot.`);
  return at + 1;
}

/** Scrolls a line to the middle of the editor: Go to Line centres a line that is out of view. */
async function centreOn(vscode: VSCodeSession, line: number): Promise<void> {
  await vscode.workbench.goTo(1, 1);
  await vscode.workbench.goTo(line, 1);
}

/** (e) An annotation in progress: one emission accepted with a key, the class pick open on the next one's text reply. */
async function annotation(vscode: VSCodeSession, text: string[]): Promise<void> {
  const turn2 = lineOf(text, '── Turn 2 ');
  const mkdir = lineOf(text, '  step 1  TOOL_CALL', turn2);
  // The text reply that the reference gives no class (a list of strings): the pick open on it.
  const reply = lineOf(text, '  step 3  NO CLASS', turn2);
  await vscode.workbench.runCommand('Calibration Lens: Start Annotating (Decision Keys Act in the Case View)');
  await vscode.workbench.goTo(mkdir, 3);
  await vscode.page.keyboard.press('a');
  // The key moves the view on to the next item of the case: back to the decided one to see its label.
  await eventually(() => vscode.editor.cursorLine(), (l) => l !== mkdir, { what: 'the view moving on', timeoutMs: 20_000 });
  await vscode.workbench.goTo(mkdir, 3);
  await eventually(() => vscode.editor.decorationsOn(mkdir), (d) => d.some((t) => t.startsWith('✎')), { what: 'the human label', timeoutMs: 20_000 });
  await centreOn(vscode, reply);
  await vscode.workbench.goTo(reply, 3);
  await vscode.workbench.runCommand('Calibration Lens: Decide the Class of This Emission…');
  await eventually(() => vscode.workbench.quickPickLabels(), (l) => l.length === 6, { what: 'the class pick' });
  await parkMouse(vscode);
  await save(vscode, 'annotation');
  await vscode.page.keyboard.press('Escape');
}

const SHOTS = ['labels-hover', 'problems', 'summary', 'case-view', 'annotation', 'case-view-narrow', 'walkthrough', 'profile', 'profile-12', 'panel', 'probes'] as const;

/** Twelve models of six families, generated (tools/synthetic), for the picture of a panel of models. */
const PANEL_12 = ['Qwen3-8B', 'Qwen3-14B', 'Qwen3-32B', 'Llama-3.1-8B-Instruct', 'Llama-3.3-70B-Instruct', 'gpt-4o-2024-11-20', 'gpt-4o-mini-2024-07-18', 'claude-3-5-sonnet-20241022', 'claude-3-7-sonnet-20250219', 'xLAM-2-8b-fc-r', 'xLAM-2-32b-fc-r', 'Mistral-Small-24B'];

/** (g) The Profile tab on a generated panel of 12 models, in a window of its own. */
async function profileOfTwelve(scratch: string): Promise<void> {
  const panel = join(scratch, 'panel-12');
  writeRun({ out: panel, models: PANEL_12, cases: 40, seed: '12', longContextKb: 8, compact: true });
  const vscode = await openVSCode({ name: 'screenshots-12', workspace: panel, viewport: VIEWPORT, settings: { 'workbench.colorTheme': 'Default Dark Modern' } });
  try {
    await profile(vscode, 'profile-12', 'miss_func');
  } finally {
    await vscode.close();
  }
}

/** (h) The Panel tab on the sample's two runs: the triple per category, the two ranks and the shift (docs/images). */
async function panelTab(vscode: VSCodeSession): Promise<void> {
  const frame = await summaryTab(vscode, 'panel');
  await frame.waitForSelector('#panel-view[data-state="loaded"] table', { timeout: 30_000 });
  await save(vscode, 'panel', 420, DOCS_OUT);
}

/**
 * (i) The Baseline and probes tab on runs generated by tools/synthetic (no shared data): a baseline,
 * its SRI probe and its CRI-bypass probe, both ticked, in a window of its own (docs/images).
 */
async function probesTab(scratch: string): Promise<void> {
  const root = join(scratch, 'probes');
  const options = { models: ['Qwen3-8B'], cases: 24, seed: 'p1', longContextKb: 2, compact: true };
  writeRun({ ...options, out: join(root, 'base') });
  writeRun({ ...options, out: join(root, 'sri'), probe: 'sri' });
  writeRun({ ...options, out: join(root, 'cri'), probe: 'cri-bypass' });
  const vscode = await openVSCode({ name: 'screenshots-probes', workspace: root, viewport: { width: 1400, height: 900 }, settings: { 'workbench.colorTheme': 'Default Dark Modern' } });
  try {
    await hide(vscode, 'sidebar');
    const frame = await summaryTab(vscode, 'probes');
    await frame.waitForSelector('#probes-baseline');
    const labels = await frame.$$eval('#probes-baseline vscode-option', (os) => os.map((o) => o.textContent ?? ''));
    const at = (name: string) => labels.findIndex((l) => l.endsWith(`(${name})`));
    await frame.evaluate((i) => {
      const select = document.querySelector('#probes-baseline') as HTMLElement & { value: string };
      select.value = String(i);
      select.dispatchEvent(new Event('change'));
    }, at('base'));
    await frame.check(`#probe-run-${at('sri')}`);
    await frame.check(`#probe-run-${at('cri')}`);
    await frame.waitForSelector('#probes-view[data-state="loaded"] .probe-buckets', { timeout: 30_000 });
    await vscode.page.screenshot({ path: join(DOCS_OUT, 'probes.png') });
  } finally {
    await vscode.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const only = values.only ? new Set(values.only.split(',')) : new Set<string>(SHOTS);
  // A copy named sample/, so the Explorer reads as on a fresh clone and no decision lands in the repository.
  const scratch = mkdtempSync(join(tmpdir(), 'cl-screenshots-'));
  const run = join(scratch, 'sample');
  cpSync(join(projectRoot, 'sample'), run, { recursive: true });
  mkdirSync(OUT, { recursive: true });
  mkdirSync(DOCS_OUT, { recursive: true });
  const vscode = await openVSCode({
    name: 'screenshots',
    workspace: run,
    viewport: VIEWPORT,
    // Without the minimap the editor has room for the start of a case line and its first emission.
    settings: { 'calibrationLens.labels.author': 'annotator', 'workbench.colorTheme': 'Default Dark Modern', 'editor.minimap.enabled': false, 'editor.stickyScroll.enabled': false },
  });
  try {
    if (only.has('labels-hover')) await labelsAndHover(vscode, run);
    if (only.has('problems')) await problems(vscode, run);
    if (only.has('summary')) await summary(vscode);
    if (only.has('profile')) await profile(vscode, 'profile', 'miss_param');
    if (only.has('case-view') || only.has('annotation')) {
      const text = await caseView(vscode, run, only.has('case-view'));
      if (only.has('annotation')) await annotation(vscode, text);
    }
    if (only.has('case-view-narrow')) await caseViewNarrow(vscode, run);
    if (only.has('walkthrough')) await walkthrough(vscode);
    if (only.has('panel')) await panelTab(vscode);
  } finally {
    await vscode.close();
  }
  try {
    if (only.has('profile-12')) await profileOfTwelve(scratch);
    if (only.has('probes')) await probesTab(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
