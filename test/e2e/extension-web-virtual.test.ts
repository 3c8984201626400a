// Calibration Lens's web build in code-server's web worker extension host on a virtual workspace: the
// window opens memrun:/sample, a run the test-only extension test/e2e/fixtures/memrun serves from
// memory (the sample's files and a small tau2 airline results file), so that every file the extension
// reads comes through vscode.workspace.fs from a file system that is not a disk. What a user sees there
// is held to what the Node build shows in the Node host on the same files on local disk (the labels of
// a BFCL result file and of the tau2 results file, line by line, and the Problems panel) and to what
// the command line prints on them (the summary panel's numbers, `calibration-lens gar --json`); a
// decision with its reason is written to the label store on the memory file system, is still drawn
// after a reload of the window, and, copied out to disk, is read back by `calibration-lens labels`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TALL_VIEWPORT, listProblems, openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type Problem, type VSCodeSession } from './harness';
import { tempDir } from '../support/tempDir';
import { TAU2_RESULTS, VIRTUAL_FOLDER, VIRTUAL_ROOT, WEB_HOST, filesUnder, localRun, memrunExtension, tau2ResultsText } from './virtualWorkspace';
import { openSummaryTable } from './panelReads';
import { webStoreWrites } from './webStore';

const MISS_FUNC = 'result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_result.json';
const CASE_LINES = 12;
const TAU2_LINES = tau2ResultsText().split('\n').length - 1;

const run = localRun();
const memrun = memrunExtension(run);
/** Where 'Memory Run: Copy Files to the Export Folder' writes the memory file system's files (memrun:/sample/x -> <exported>/sample/x). */
const exported = tempDir('cl-memrun-export-');

/** The built command line's JSON answer. */
const cli = (...args: string[]) => JSON.parse(execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), ...args], { encoding: 'utf8' }));

interface Seen {
  /** Each case line's label texts, sorted (VS Code draws labels at one column in an order of each host's own). */
  bfcl: string[][];
  /** `line: labels` of every tau2 line with labels. */
  tau2: string[];
  problems: Problem[];
}

const METRICS = ['n', 'gar', 'acc', 'garMinusAcc'];
const EMITS = ['emit-tool_call', 'emit-refuse', 'emit-ask', 'emit-confirm', 'emit-other'];
interface Tau2Metrics { n: number; gar: number | null; acc: number | null; gar_minus_acc: number | null }
interface BfclRun {
  model: string;
  overall_acc: number | null;
  categories: Record<string, { gold_action: string; n: number; gar: number; acc?: number; gar_minus_acc?: number; emit_rates: Record<string, number> }>;
}
interface Tau2Run {
  model: string;
  domain: string;
  pass_at_1: number;
  classes: Record<'tool_call' | 'ask' | 'refuse', Tau2Metrics>;
  ask_subsets: Record<'all' | 'paper' | 'valid', Tau2Metrics>;
}

/** The classifier's rules the decisions are made against (as in extension-annotation.test.ts). */
const RULES_VERSION = 'ref-5c9ec3df';
const RATIONALE = 'The gold action is REFUSE: the task names no file to show';
/** The case line's marker (1 of the case's emissions decided, 1 disagreement), then the emission's own label. */
const HUMAN_LABELS = ['✎ 1/8 ≠1', '✎ REFUSE ≠ TOOL_CALL'];

/** The decoration texts of the human labels (✎ …) on a 1-based line of the active editor. */
async function humanLabels(vscode: VSCodeSession, line: number): Promise<string[]> {
  return (await vscode.editor.decorationsOn(line)).filter((d) => d.startsWith('✎'));
}

const sha256Of = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

const sorted = (labels: string[]) => [...labels].sort();

/**
 * The Problems entries of the two files: miss_func's five of the labels, three of its run health
 * (tool-not-offered on line 1 and on the calls of cases 5 and 10) and six of the gold path; the tau2 file's two.
 */
const PROBLEMS = 16;

/** Every Problems row, read with the panel maximized: two files' entries and their related rows fill more than half a window. */
async function allProblems(vscode: VSCodeSession): Promise<Problem[]> {
  await vscode.workbench.runCommand('Problems: Focus on Problems View');
  await vscode.workbench.runCommand('View: Toggle Maximized Panel');
  try {
    return await listProblems(vscode);
  } finally {
    await vscode.workbench.runCommand('View: Toggle Maximized Panel');
  }
}

/** Opens a file of the memrun: workspace by its path (quick open cannot search a file system without a search provider). */
async function openVirtual(vscode: VSCodeSession, relative: string): Promise<void> {
  await vscode.workbench.runCommand('Memory Run: Open File by Path');
  await vscode.workbench.answerQuickInput(`${VIRTUAL_ROOT}/${relative}`);
  await eventually(() => vscode.workbench.activeTabTitle(), (title) => title?.startsWith(basename(relative)) === true, { what: `${relative} to be the active editor` });
}

/** Every line of the active editor that has labels, read a screenful at a time. */
async function labelledLines(vscode: VSCodeSession, lineCount: number): Promise<string[]> {
  const seen = new Map<number, string[]>();
  for (let line = 1; ; line = Math.min(line + 25, lineCount)) {
    await vscode.workbench.goTo(line);
    for (const drawn of await vscode.editor.drawnLines()) if (drawn.decorations.length) seen.set(drawn.line, sorted(drawn.decorations));
    if (line === lineCount) break;
  }
  return [...seen].sort((a, b) => a[0] - b[0]).map(([line, labels]) => `${line}: ${labels.join(' | ')}`);
}

/** What a user reads of the run's two files, each opened by `open`. */
async function seenIn(vscode: VSCodeSession, name: string, open: (relative: string) => Promise<void>): Promise<Seen> {
  const bfcl = await vscode.step(`${name}-bfcl`, async () => {
    await openUnwrapped(vscode, MISS_FUNC, () => open(MISS_FUNC));
    await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 30_000 });
    const labels: string[][] = [];
    for (let line = 1; line <= CASE_LINES; line++) {
      await vscode.workbench.goTo(line);
      labels.push(sorted(await eventually(() => vscode.editor.decorationsOn(line), (d) => d.length > 0, { what: `labels on line ${line}` })));
    }
    return labels;
  });
  const tau2 = await vscode.step(`${name}-tau2`, async () => {
    await open(TAU2_RESULTS);
    await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'the tau2 run label on line 1', timeoutMs: 30_000 });
    return labelledLines(vscode, TAU2_LINES);
  });
  const problems = await vscode.step(`${name}-problems`, () =>
    eventually(() => allProblems(vscode), (p) => p.length === PROBLEMS, { what: `the ${PROBLEMS} Problems of both files` }));
  return { bfcl, tau2, problems };
}

let nodeHost: Seen;

describe('the Node build in the Node extension host, on the run on local disk (what the web build is held to)', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-web-virtual-node', workspace: run, viewport: TALL_VIEWPORT });
  });
  after(async () => {
    await vscode?.close();
  });

  it('labels the BFCL file and the tau2 file and lists their Problems', async () => {
    nodeHost = await seenIn(vscode, 'node-host', (relative) => vscode.workbench.openFile(join(run, relative)));
    // Case 0 failed, calling in all four turns where REFUSE was the gold action; case 1 passed without REFUSE.
    // (A turn's label is drawn at its first and at its last message.)
    const case0 = ['T1 TOOL_CALL+CONFIRM', 'T2 TOOL_CALL+CONFIRM', 'T2 TOOL_CALL+CONFIRM', 'T3 TOOL_CALL+OTHER', 'T3 TOOL_CALL+OTHER', 'T4 TOOL_CALL+CONFIRM', 'T4 TOOL_CALL+CONFIRM'];
    assert.deepEqual(nodeHost.bfcl[0], ['FAIL', ...case0]);
    assert.deepEqual(nodeHost.bfcl[4], ['FAIL', 'T1 TOOL_CALL×21']);
    assert.deepEqual(nodeHost.tau2, [
      '1: tau2 airline · virtual-model · 4 scored · pass@1 50.0',
      '23: PASS | gold REFUSE ✓ | reward 1.0 | task 0 trial 0 | user_stop',
      '46: REFUSE ★',
      '55: PASS | gold TOOL_CALL ✓ | reward 1.0 | task 1 trial 0 | user_stop',
      '78: TOOL_CALL ★',
      '101: NO CLASS',
      '110: FAIL | gold ASK ✓ TOOL_CALL ✓ | reward 0.0 | task 2 trial 0 | user_stop',
      '133: ASK ★',
      '147: TOOL_CALL ★',
      '170: ASK ★',
      '179: FAIL | gold TOOL_CALL ✓ | reward 0.0 | task 3 trial 0 | user_stop',
      '202: ASK',
    ]);
    const codes = nodeHost.problems.map((p) => `${p.file} ${p.line}:${p.column} ${p.severity} ${p.code}`);
    const missFunc = 'BFCL_v4_multi_turn_miss_func_result.json';
    assert.deepEqual(codes, [
      `${missFunc} 1:1 warning acc-above-gar`,
      `${missFunc} 1:1 warning tool-not-offered`,
      `${missFunc} 2:1 warning bound-violation`,
      `${missFunc} 6:1 warning bound-violation`,
      `${missFunc} 6:113 warning tool-not-offered`,
      `${missFunc} 9:1 warning bound-violation`,
      `${missFunc} 10:1 warning bound-violation`,
      `${missFunc} 11:465 warning tool-not-offered`,
      `${missFunc} 1:178 info gold-divergence`,
      `${missFunc} 3:45 info gold-divergence`,
      `${missFunc} 4:111 info gold-divergence`,
      `${missFunc} 5:87 info gold-divergence`,
      `${missFunc} 7:46 info gold-divergence`,
      `${missFunc} 11:378 info gold-divergence`,
      'airline-results.json 1:1 info gar-acc-slack',
      'airline-results.json 1:1 info gar-acc-slack',
    ]);
  });
});

describe('the web build in the web worker extension host, on the virtual workspace memrun:/sample', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({
      name: 'extension-web-virtual-web',
      workspace: run,
      folderUri: VIRTUAL_FOLDER,
      extensionFolders: [memrun],
      viewport: TALL_VIEWPORT,
      settings: { ...WEB_HOST, 'calibrationLens.labels.author': 'ann', 'memrun.exportFolder': exported },
    });
  });
  after(async () => {
    await vscode?.close();
  });

  it('shows the memory file system\'s files in the Explorer', () =>
    vscode.step('web-explorer', async () => {
      const rows = () => vscode.page.$$eval('.explorer-folders-view .monaco-list-row .label-name', (els) => els.map((e) => e.textContent?.trim() ?? ''));
      assert.deepEqual(await eventually(rows, (r) => r.length >= 4, { what: 'the Explorer rows' }), ['result', 'score', 'tau2', 'README.md']);
    }));

  it('draws the labels the Node host draws on the same lines and lists the same Problems', async () => {
    assert.ok(nodeHost, 'the Node host was read first');
    const web = await seenIn(vscode, 'web-host', (relative) => openVirtual(vscode, relative));
    assert.deepEqual(web.bfcl, nodeHost.bfcl);
    assert.deepEqual(web.tau2, nodeHost.tau2);
    assert.deepEqual(web.problems, nodeHost.problems);
  });

  it('runs in the web worker extension host', () =>
    vscode.step('web-host-report', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Show Where the Extension Runs');
      const shown = await eventually(() => vscode.workbench.notifications(), (n) => n.some((m) => m.startsWith('Calibration Lens runs in')), { what: 'the host report' });
      assert.match(shown.find((m) => m.startsWith('Calibration Lens runs in'))!, /^Calibration Lens runs in the web worker extension host: /);
    }));

  it('shows in the summary panel the numbers of `calibration-lens gar --json` on the local copy', () =>
    vscode.step('web-summary', async () => {
      const frame = await openSummaryTable(vscode);
      const shown = await frame.evaluate((columns) => {
        const groups = [...document.querySelectorAll<HTMLElement>('tr.group-row')].map((g) => ({
          run: g.querySelector('.group-title')?.textContent ?? '',
          headline: Number(g.querySelector<HTMLElement>('.group-detail:not(.warning-count)')?.dataset.value),
        }));
        const rows = [...document.querySelectorAll<HTMLElement>('table.summary:not(.compare) tbody tr:not(.group-row)')].map((tr) => {
          const cell = (c: string) => tr.querySelector<HTMLElement>(`[data-column="${c}"]`);
          const row: Record<string, string | number | null> = { run: groups[Number(tr.dataset.run)]?.run ?? '', category: tr.dataset.category ?? '', gold: cell('gold')?.textContent?.trim() ?? '' };
          for (const c of columns) {
            const value = cell(c)?.dataset.value;
            if (cell(c)) row[c] = value === undefined ? null : Number(value);
          }
          return row;
        });
        return { groups, rows };
      }, [...METRICS, ...EMITS]);
      const bfcl = cli('gar', '--results', join(run, 'result'), '--json') as { runs: BfclRun[] };
      const tau2 = (cli('gar', '--results', join(run, 'tau2'), '--json') as { runs: Tau2Run[] }).runs[0]!;
      const metrics = (m: { n: number; gar: number | null; acc?: number | null; gar_minus_acc?: number | null }) => ({ n: m.n, gar: m.gar, acc: m.acc ?? null, garMinusAcc: m.gar_minus_acc ?? null });
      const emits = (rates: Record<string, number | null>, classes: readonly string[]) => Object.fromEntries(classes.map((k) => [`emit-${k}`, rates[k] ?? null]));
      const expected = [
        ...bfcl.runs.flatMap((r) => Object.entries(r.categories).map(([category, c]) => ({
          run: r.model, category, gold: c.gold_action, ...metrics(c), ...emits(c.emit_rates, ['tool_call', 'refuse', 'ask', 'confirm', 'other']),
        }))),
        // tau2: a row per gold class (ASK of the paper's audit subset), then ASK's three subsets; no OTHER emit rate in tau2.
        ...[['TOOL_CALL', tau2.classes.tool_call], ['ASK', tau2.classes.ask], ['REFUSE', tau2.classes.refuse],
          ['ASK · all', tau2.ask_subsets.all], ['ASK · paper', tau2.ask_subsets.paper], ['ASK · valid', tau2.ask_subsets.valid]].map(([gold, m]) => ({
          run: tau2.model, category: tau2.domain, gold: gold as string, ...metrics(m as Tau2Metrics),
        })),
      ];
      // The emit-rate cells of a tau2 row count that gold class's simulations: the command line's JSON gives the run's only, so they are left out here.
      const comparable = shown.rows.map((r) => (r.run === tau2.model ? Object.fromEntries(Object.entries(r).filter(([k]) => !k.startsWith('emit-'))) : r));
      assert.deepEqual(comparable, expected);
      assert.deepEqual(shown.groups, [...bfcl.runs.map((r) => ({ run: r.model, headline: r.overall_acc })), { run: tau2.model, headline: tau2.pass_at_1 }]);
      assert.equal(shown.rows.length, 14);
    }));

  it('writes a decision with its reason to the store on the memory file system, keeps it over a reload, and the command line reads it back', async () => {
    await vscode.step('web-decision', async () => {
      await openUnwrapped(vscode, MISS_FUNC, () => openVirtual(vscode, MISS_FUNC));
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.some((l) => l.startsWith('T1 ')), { what: 'the labels of line 1', timeoutMs: 30_000 });
      // Turn 1's first step of multi_turn_miss_func_0: the cd call.
      await vscode.workbench.goTo(1, readFileSync(join(run, MISS_FUNC), 'utf8').indexOf('[cd(') + 2);
      await vscode.workbench.runCommand('Calibration Lens: Decide the Class of This Emission…');
      assert.deepEqual(await eventually(() => vscode.workbench.quickPickLabels(), (l) => l.length === 6, { what: 'the class pick' }), ['TOOL_CALL', 'ASK', 'REFUSE', 'CONFIRM', 'OTHER', 'NO CLASS']);
      await vscode.workbench.answerQuickInput('REFUSE');
      await vscode.workbench.answerQuickInput(RATIONALE);
      await eventually(() => vscode.workbench.statusBarItems(), (items) => items.some(([, text]) => text.includes('Saved REFUSE on multi_turn_miss_func_0 T1 · step 1')), {
        what: 'the decision to be saved',
      });
      assert.deepEqual(await eventually(() => humanLabels(vscode, 1), (d) => d.length === 2, { what: 'the human label and the case marker on line 1' }), HUMAN_LABELS);
    });
    await vscode.step('web-decision-after-reload', async () => {
      await vscode.workbench.runCommand('Developer: Reload Window');
      await vscode.page.waitForEvent('load', { timeout: 60_000 });
      await vscode.page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
      // The window brings the memrun: file back in its editor, as it does a file on disk.
      await eventually(() => vscode.workbench.activeTabTitle(), (title) => title?.startsWith(basename(MISS_FUNC)) === true, { what: 'the file restored in its editor', timeoutMs: 30_000 });
      // On a loaded machine the web worker host activates the extension up to ~25 s after the editor is back,
      // and reads the store through the memory file system after that (measured: labels 40-50 s after the reload).
      assert.deepEqual(await eventually(() => humanLabels(vscode, 1), (d) => d.length === 2, { what: 'the human labels of line 1 after the reload', timeoutMs: 90_000 }), HUMAN_LABELS);
    });
    await vscode.step('web-decision-exported', async () => {
      await vscode.workbench.runCommand('Memory Run: Copy Files to the Export Folder');
      // The seeded files and the store.
      const files = filesUnder(run).length + 1;
      await eventually(() => vscode.workbench.notifications(), (n) => n.includes(`Memory Run copied ${files} files to ${exported}`), { what: 'the memory files copied out' });
    });
    const copy = join(exported, 'sample');
    const store = join(copy, 'result', 'demo-baseline', '.calibration-lens', 'labels.jsonl');
    const { windows } = await webStoreWrites(store, 'ann');
    assert.equal(windows.length, 1);
    const stored = windows[0]!.text.split('\n');
    assert.equal(stored.at(-1), '');
    const decision = JSON.parse(stored[0]!);
    assert.equal(stored.length, 2);
    assert.match(decision.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.deepEqual({ ...decision, time: 'T' }, {
      v: 1, file: 'multi_turn/BFCL_v4_multi_turn_miss_func_result.json', sha256: sha256Of(join(run, MISS_FUNC)), case: 'multi_turn_miss_func_0',
      turn: 0, step: 0, kind: 'emission', classifier: ['tool_call'], human: 'refuse', rationale: RATIONALE, author: 'ann', rulesVersion: RULES_VERSION, time: 'T',
    });
    // The command line finds the run and its store in the copy, and the file's hash still matches (not stale).
    assert.deepEqual(cli('labels', '--results', join(copy, 'result'), '--json'), {
      decisions: [{
        model: 'demo-baseline', file: 'multi_turn/BFCL_v4_multi_turn_miss_func_result.json', sha256: sha256Of(join(run, MISS_FUNC)), case: 'multi_turn_miss_func_0',
        kind: 'emission', turn: 0, step: 0, message: null, emission_text: '[cd(folder="research"), tail(file_name="readme.txt", lines=20)]',
        classifier: ['tool_call'], human: 'refuse', rubric_item: null, rubric_computed: null, rationale: RATIONALE, author: 'ann', time: decision.time,
        // The line is in this window's own file beside the store (the web build never writes the store itself).
        rules_version: RULES_VERSION, stale: false, store: windows[0]!.path, line: 1,
      }],
      warnings: [],
    });
  });
});
