// What package.json contributes, as the web worker host shows it: the web build registers the commands
// of its features (src/extension/web/main.ts); every other command, view and menu item is hidden there
// by the context key calibrationLens.host == web, so no user meets a command that is not there. The
// Node host never sets the key, so it shows everything as before.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ANNOTATION_COMMAND, REVIEW_COMMAND } from '../../../src/extension/annotation/commandIds';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const contributes = manifest.contributes;
const NOT_WEB = 'calibrationLens.host != web';
/** Annotation's commands (src/extension/annotation/commandIds.ts), registered by registerAnnotation in both builds. */
const ANNOTATION_COMMANDS: string[] = [...Object.values(ANNOTATION_COMMAND), ...Object.values(REVIEW_COMMAND)];
/**
 * Registered by the web build: the labels' toggle, the wrap toggle the labels follow, the host report;
 * the tree's, the case view's, the gold path's and navigation's commands; annotation's (ANNOTATION_COMMANDS).
 */
const WEB_COMMANDS = [
  'calibrationLens.toggleLabels', 'calibrationLens.toggleWordWrap', 'calibrationLens.showHost',
  'calibrationLens.tree.showViolationsOnly', 'calibrationLens.tree.showAll', 'calibrationLens.tree.refresh', 'calibrationLens.tree.openCaseView',
  'calibrationLens.showCase', 'calibrationLens.openCaseView', 'calibrationLens.goToCase', 'calibrationLens.nextViolation', 'calibrationLens.previousViolation',
  'calibrationLens.caseView.nextDivergence', 'calibrationLens.caseView.previousDivergence', 'calibrationLens.nextFailedCaseDivergence',
  ...ANNOTATION_COMMANDS,
];
/** The views the web build fills: the tree and the Review view. */
const WEB_VIEWS = ['calibrationLens.cases', 'calibrationLens.review'];

test('the web entry beside the Node one, and the bundle packaged', () => {
  assert.equal(manifest.main, './dist/extension.js');
  assert.equal(manifest.browser, './dist/web/extension.js');
  assert.match(readFileSync('.vscodeignore', 'utf8'), /^!dist\/web\/extension\.js$/m);
});

test('every command the web build lacks is hidden from its command palette', () => {
  const palette = new Map<string, string>(contributes.menus.commandPalette.map((e: { command: string; when: string }) => [e.command, e.when]));
  for (const { command } of contributes.commands) {
    if (WEB_COMMANDS.includes(command)) continue;
    const when = palette.get(command);
    assert.ok(when === 'false' || when?.includes(NOT_WEB), `${command}: ${when ?? 'no commandPalette entry'}`);
  }
  assert.equal(palette.get('calibrationLens.showHost'), 'calibrationLens.host == web', 'the host report only where the web build runs');
});

test('the views and the menu items of features the web build lacks are hidden there', () => {
  for (const view of Object.values(contributes.views).flat() as { id: string; when?: string }[]) {
    if (WEB_VIEWS.includes(view.id)) assert.equal(view.when, undefined, `${view.id} shows in both hosts`);
    else assert.ok(view.when?.includes(NOT_WEB), view.id);
  }
  for (const [menu, entries] of Object.entries(contributes.menus) as [string, { command: string; when?: string }[]][]) {
    if (menu === 'commandPalette') continue;
    for (const e of entries) if (!WEB_COMMANDS.includes(e.command)) assert.ok(e.when?.includes(NOT_WEB), `${menu}: ${e.command}`);
  }
});

test('the web build registers every command it does not hide', () => {
  const web = readFileSync('src/extension/web/main.ts', 'utf8');
  // Each feature of the list is registered there by its own function, as in src/extension/main.ts.
  for (const register of ['registerCaseTree', 'registerCaseViewCommands', 'registerGoToCase', 'registerViolationNavigation', 'registerDivergenceNavigation', 'registerToggleLabels', 'registerHostReport', 'registerAnnotation']) {
    assert.match(web, new RegExp(`\\b${register}\\(`), register);
  }
});

test("annotation's commands, menu items, keys and the Review view show in the web host as in the Node host", () => {
  const palette = new Map<string, string>(contributes.menus.commandPalette.map((e: { command: string; when: string }) => [e.command, e.when]));
  // Hidden from the palette in both hosts: the ones a key or a code lens runs with its argument.
  assert.deepEqual(ANNOTATION_COMMANDS.filter((c) => palette.has(c)).map((c) => `${c}: ${palette.get(c)}`), [
    'calibrationLens.annotation.decideAs: false',
    'calibrationLens.annotation.decideRubric: false',
    'calibrationLens.review.decideAndNext: false',
  ]);
  const entries = [
    ...(Object.entries(contributes.menus) as [string, { command: string; when?: string }[]][]).flatMap(([menu, items]) => items.map((e) => ({ where: menu, ...e }))),
    ...(contributes.keybindings as { command: string; when?: string }[]).map((k) => ({ where: 'keybinding', ...k })),
  ].filter((e) => ANNOTATION_COMMANDS.includes(e.command));
  assert.equal(entries.filter((e) => e.when?.includes('calibrationLens.host')).length, 0);
  assert.equal(entries.filter((e) => e.where === 'keybinding').length, 13);
  assert.deepEqual(Object.values(contributes.views).flat().filter((v) => (v as { id: string }).id === 'calibrationLens.review'), [{ id: 'calibrationLens.review', name: 'Calibration Lens: Review', contextualTitle: 'Calibration Lens' }]);
});
