// The review queue as a keyboard loop in code-server, on a copy of the sample's demo-baseline run in a
// temporary folder: the spot-check sample started once, then 20 items decided with keys only (one key
// each: a accepts the classifier, a digit overrides it, and the case view moves on by itself), the
// position in the case view's header all along; a rationale for the decision just made (r); undo (u)
// going back; after a window reload all 20 are in the store, in the Review view and in
// `calibration-lens labels`, which numbers them as the case view does.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { caseViewHeader, copyDemoBaseline } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';

const root = mkdtempSync(join(tmpdir(), 'cl-review-keys-e2e-'));
const runFolder = join(root, 'result', 'demo-baseline');
const store = join(runFolder, '.calibration-lens', 'labels.jsonl');
const ITEMS = 20;

/** The key that overrides a class with another one (TOOL_CALL -> ASK, anything else -> TOOL_CALL). */
const OVERRIDE: Record<string, { key: string; human: string }> = {
  TOOL_CALL: { key: '2', human: 'ask' },
  ASK: { key: '1', human: 'tool_call' },
  REFUSE: { key: '1', human: 'tool_call' },
  CONFIRM: { key: '1', human: 'tool_call' },
  OTHER: { key: '1', human: 'tool_call' },
  'NO CLASS': { key: '1', human: 'tool_call' },
};

interface Decided {
  case: string;
  /** 0-based, as the store writes it. */
  step: number;
  classifier: string[];
  human: string;
}

describe('the review queue on the keyboard', () => {
  let vscode: VSCodeSession;
  let presses = 0;
  const decided: Decided[] = [];
  const press = async (key: string) => {
    presses += 1;
    await vscode.page.keyboard.press(key);
  };
  const header = () => caseViewHeader(vscode);
  /** The queue's place in the status bar (the header at the top of the case view scrolls away with a long case). */
  const position = async () => (await vscode.workbench.statusBarItems()).map(([, text]) => text).find((t) => /^Annotating · \d+ of \d+ in the sample of /.test(t)) ?? null;
  /**
   * The emission at the cursor in the case view, read from what is drawn (reading the whole text would
   * move the cursor): its case (the tab), its step as shown (from 1) and the classifier's class.
   */
  const emissionAtCursor = async () => {
    // The header names the new item as soon as the queue moves; the cursor is placed just after: read
    // the tab, the cursor's line and that line's text from the editor, once all three have stayed the
    // same for a moment.
    const read = async () => {
      // A preview tab's title ends in ", preview" for screen readers.
      const tab = (await vscode.workbench.activeTabTitle())?.replace(/, preview$/, '') ?? null;
      const line = await vscode.editor.cursorLine();
      const text = line === null ? null : (await vscode.editor.drawnLines()).find((l) => l.line === line)?.text ?? null;
      return JSON.stringify({ tab, line, text });
    };
    let last: string | null = null;
    const settled = await eventually(async () => {
      const now = await read();
      await new Promise((r) => setTimeout(r, 300));
      const same = now === last ? now : null;
      last = now;
      return same;
    }, (s) => s !== null && JSON.parse(s).text !== null, { what: 'the cursor at rest on a drawn line' });
    const { tab, line, text } = JSON.parse(settled!) as { tab: string; line: number; text: string };
    const step = /^ {2}step (\d+) {2}(TOOL_CALL|ASK|REFUSE|CONFIRM|OTHER|NO CLASS)\b/.exec(text);
    assert.ok(step, `the cursor (line ${line}) is on an emission's header, not on: ${text}`);
    return { case: tab, step: Number(step[1]), cls: step[2]! };
  };

  before(async () => {
    copyDemoBaseline(root);
    vscode = await openVSCode({ name: 'extension-review-keys', workspace: root, settings: { 'calibrationLens.labels.author': 'ann' } });
  });
  after(async () => {
    await vscode?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('starts the spot-check sample in the case view, its position and keys in the header', () =>
    vscode.step('sample-started', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Create the Spot-Check Sample');
      await eventually(() => vscode.workbench.notifications(), (n) => n.some((t) => t.startsWith('Spot-check sample: 50 emissions not reviewed yet')), { what: 'the sample', timeoutMs: 30_000 });
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Sample Item');
      assert.equal(await eventually(position, (p) => p !== null, { what: 'the queue in the status bar', timeoutMs: 30_000 }), 'Annotating · 1 of 50 in the sample of demo-baseline');
      // The header is the top of the case view: scrolled to a page at a time (alt+PageUp), the cursor
      // stays on the item; afterwards the view is brought back to the cursor's line, where it was.
      const cursor = (await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (c) => c !== null && /^Ln \d+, Col 1$/.test(c), { what: 'the cursor at the item' }))!;
      for (let i = 0; i < 10; i++) await vscode.page.keyboard.press('Alt+PageUp');
      const drawn = await eventually(header, (h) => h[1]?.startsWith('1 of 50') ?? false, { what: 'the queue in the case view header' });
      await vscode.workbench.goTo(Number(/^Ln (\d+)/.exec(cursor)![1]), 1);
      assert.deepEqual(drawn, ['Annotating · Stop', '1 of 50 in the sample', 'Previous (k) · Next (j) · 1-5, 0 decide · a accept · v verdict · r rationale · u undo', 'of demo-baseline']);
    }));

  it(`decides ${ITEMS} sample items with one key each, the case view moving on by itself`, () =>
    vscode.step('twenty-items', async () => {
      for (let i = 0; i < ITEMS; i++) {
        assert.equal(await eventually(position, (p) => p?.startsWith(`Annotating · ${i + 1} of 50`) ?? false, { what: `item ${i + 1} in the header`, timeoutMs: 30_000 }), `Annotating · ${i + 1} of 50 in the sample of demo-baseline`);
        const at = await emissionAtCursor();
        // Every other item accepted, the rest overridden: both kinds of decision in the loop.
        const accept = i % 2 === 0;
        const classifier = at.cls === 'NO CLASS' ? [] : [at.cls.toLowerCase()];
        const human = accept ? (classifier[0] ?? 'none') : OVERRIDE[at.cls]!.human;
        decided.push({ case: at.case, step: at.step - 1, classifier, human });
        await press(accept ? 'a' : OVERRIDE[at.cls]!.key);
      }
      await eventually(position, (p) => p?.startsWith(`Annotating · ${ITEMS + 1} of 50`) ?? false, { what: 'the item after the last one decided' });
      assert.equal(presses, ITEMS);
    }));

  it('gives the decision just made a rationale (r), and undo (u) takes one back and returns to it', () =>
    vscode.step('rationale-and-undo', async () => {
      await vscode.page.keyboard.press('r');
      await vscode.workbench.answerQuickInput('Checked against the user turn.');
      await eventually(() => vscode.workbench.statusBarItems(), (items) => items.some(([, text]) => text.includes('with a rationale')), { what: 'the rationale saved' });
      await vscode.page.keyboard.press('a');
      await eventually(position, (p) => p?.startsWith(`Annotating · ${ITEMS + 2} of 50`) ?? false, { what: 'item 22 after accepting 21' });
      await vscode.page.keyboard.press('u');
      await eventually(position, (p) => p?.startsWith(`Annotating · ${ITEMS + 1} of 50`) ?? false, { what: 'back at item 21 after the undo' });
    }));

  it(`after a reload, finds all ${ITEMS} decisions in the store, the Review view and \`calibration-lens labels\``, () =>
    vscode.step('after-reload', async () => {
      await vscode.workbench.runCommand('Developer: Reload Window');
      await vscode.page.waitForEvent('load', { timeout: 60_000 });
      await vscode.page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
      const rows = await eventually(() => vscode.views.treeRows('Calibration Lens: Review').catch(() => []), (r) => r.some((row) => row.label === 'Progress'), { what: 'the review view', timeoutMs: 60_000 });
      assert.deepEqual(rows.map((r) => [r.label, r.description]).filter(([l]) => l === 'Progress' || l?.startsWith('Spot-check')), [
        ['Progress', `${ITEMS} / 420 emissions reviewed`],
        ['Spot-check sample (not reviewed yet)', String(50 - ITEMS)],
      ]);
      // The queue is back where the undo left it (its items kept in the global state, the place in the workspace state).
      assert.equal(await eventually(position, (p) => p !== null, { what: 'the queue position after the reload', timeoutMs: 60_000 }), `Annotating · ${ITEMS + 1} of 50 in the sample of demo-baseline`);
      // The store: the 20 decisions in the order made (each the item the case view showed), the
      // rationale line, the 21st item and its undo.
      const lines = readFileSync(store, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      assert.equal(lines.length, ITEMS + 3);
      assert.deepEqual(lines.slice(0, ITEMS).map((d) => ({ case: d.case, step: d.step, classifier: d.classifier, human: d.human })), decided);
      assert.equal(lines[ITEMS]!.rationale, 'Checked against the user turn.');
      const placeOf = (d: { case: string; turn: number; step: number }) => `${d.case} ${d.turn} ${d.step}`;
      const made = lines.slice(0, ITEMS);
      assert.equal(new Set(made.map(placeOf)).size, ITEMS, 'twenty different emissions');
      // `labels --json`: the latest decision of each, the same twenty.
      const cli = JSON.parse(execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), 'labels', '--results', runFolder, '--json'], { encoding: 'utf8' }));
      assert.deepEqual(cli.decisions.map(placeOf).sort(), made.map(placeOf).sort());
      assert.deepEqual(cli.decisions.map((d: { human: string }) => d.human).sort(), made.map((d) => d.human).sort());
      // The text table numbers turns and steps from 1, as the case view heads them, and names the run.
      const text = execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), 'labels', '--results', runFolder], { encoding: 'utf8' }).trim().split('\n');
      assert.equal(text.length, ITEMS);
      for (const d of made) {
        const head = `demo-baseline · ${d.case} T${d.turn + 1} · step ${d.step + 1}: ${d.human.toUpperCase()} `;
        assert.ok(text.some((l) => l.startsWith(head)), `a line starting "${head}" in:\n${text.join('\n')}`);
      }
      console.log(`key presses for ${ITEMS} sample items: ${presses}`);
    }));
});
