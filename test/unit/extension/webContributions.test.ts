// What package.json contributes, as the web worker host shows it: the web build registers the commands
// of the labels, the host report and the summary panel (src/extension/web/main.ts); every other command, view and menu item is hidden there by the
// context key calibrationLens.host == web, so no user meets a command that is not there. The Node host
// never sets the key, so it shows everything as before.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const contributes = manifest.contributes;
const NOT_WEB = 'calibrationLens.host != web';
/** Registered by the web build: the labels' toggle, the wrap toggle the labels follow, the host report. */
const WEB_COMMANDS = ['calibrationLens.toggleLabels', 'calibrationLens.toggleWordWrap', 'calibrationLens.showHost'];
/** The summary panel's, registered by the web build too (src/extension/summary/index.ts). */
const SUMMARY_COMMANDS = [
  'calibrationLens.openSummary', 'calibrationLens.compareRuns',
  'calibrationLens.exportSummaryMarkdown', 'calibrationLens.exportSummaryCsv', 'calibrationLens.copySummaryMarkdown',
];

test('the web entry beside the Node one, and the bundle packaged', () => {
  assert.equal(manifest.main, './dist/extension.js');
  assert.equal(manifest.browser, './dist/web/extension.js');
  assert.match(readFileSync('.vscodeignore', 'utf8'), /^!dist\/web\/extension\.js$/m);
});

test('every command the web build lacks is hidden from its command palette', () => {
  const palette = new Map<string, string>(contributes.menus.commandPalette.map((e: { command: string; when: string }) => [e.command, e.when]));
  for (const { command } of contributes.commands) {
    if (WEB_COMMANDS.includes(command) || SUMMARY_COMMANDS.includes(command)) continue;
    const when = palette.get(command);
    assert.ok(when === 'false' || when?.includes(NOT_WEB), `${command}: ${when ?? 'no commandPalette entry'}`);
  }
  assert.equal(palette.get('calibrationLens.showHost'), 'calibrationLens.host == web', 'the host report only where the web build runs');
});

test('the views and the menu items of features the web build lacks are hidden there', () => {
  for (const view of Object.values(contributes.views).flat() as { id: string; when?: string }[]) assert.ok(view.when?.includes(NOT_WEB), view.id);
  for (const [menu, entries] of Object.entries(contributes.menus) as [string, { command: string; when?: string }[]][]) {
    if (menu === 'commandPalette') continue;
    for (const e of entries) if (!WEB_COMMANDS.includes(e.command) && !SUMMARY_COMMANDS.includes(e.command)) assert.ok(e.when?.includes(NOT_WEB), `${menu}: ${e.command}`);
  }
});

test("the summary panel's commands and menu items show in the web host as in the Node host", () => {
  const palette = new Map<string, string>(contributes.menus.commandPalette.map((e: { command: string; when: string }) => [e.command, e.when]));
  assert.deepEqual(SUMMARY_COMMANDS.map((c) => [c, palette.get(c) ?? null]), [
    ['calibrationLens.openSummary', null],
    ['calibrationLens.compareRuns', null],
    ['calibrationLens.exportSummaryMarkdown', 'calibrationLens.summaryOpen'],
    ['calibrationLens.exportSummaryCsv', 'calibrationLens.summaryOpen'],
    ['calibrationLens.copySummaryMarkdown', 'calibrationLens.summaryOpen'],
  ]);
  const items = (Object.entries(contributes.menus) as [string, { command: string; when?: string }[]][])
    .filter(([menu]) => menu !== 'commandPalette')
    .flatMap(([menu, entries]) => entries.filter((e) => SUMMARY_COMMANDS.includes(e.command)).map((e) => `${menu} ${e.command}: ${e.when}`));
  assert.deepEqual(items, [
    'explorer/context calibrationLens.openSummary: (explorerResourceIsFolder || resourceFilename =~ /^BFCL_v[34]_multi_turn_.+_(result|score)\\.json$/ || resourcePath in calibrationLens.tau2Files)',
    "editor/title calibrationLens.compareRuns: activeWebviewPanelId == 'calibrationLens.summary'",
    "editor/title calibrationLens.exportSummaryMarkdown: activeWebviewPanelId == 'calibrationLens.summary'",
    "editor/title calibrationLens.exportSummaryCsv: activeWebviewPanelId == 'calibrationLens.summary'",
  ]);
});
