// `calibration-lens plot` as a user runs it (the built bin): the figure's dots are `gar --json`'s
// numbers for the same runs, exactly, each drawn where its numbers say; a PNG of the same figure; and
// bad input says what is wrong and writes no file.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { parseHTML } from 'linkedom';
import { writeRun } from '../../../tools/synthetic/writeRun';
import { GPT41_AIRLINE, WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');
const SAMPLE = resolve(__dirname, '../../../sample');

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

interface Dot {
  run: string;
  panel: string;
  acc: number;
  gar: number;
  ci: [number, number];
  cx: number;
  cy: number;
}

/** The dots of the figure in `file`, with the numbers each carries and where it is drawn. */
function dotsOf(file: string): Dot[] {
  const { document } = parseHTML(readFileSync(file, 'utf8'));
  return [...document.querySelectorAll('circle[data-run]')].map((c) => ({
    run: c.getAttribute('data-run')!,
    panel: c.getAttribute('data-panel')!,
    acc: Number(c.getAttribute('data-acc')),
    gar: Number(c.getAttribute('data-gar')),
    ci: [Number(c.getAttribute('data-gar-low')), Number(c.getAttribute('data-gar-high'))],
    cx: Number(c.getAttribute('cx')),
    cy: Number(c.getAttribute('cy')),
  }));
}

/** gar --json's (model, category) -> the numbers a dot should carry; categories without Acc are not drawn. */
function garPoints(paths: string[]): Map<string, { acc: number; gar: number; ci: [number, number] }> {
  const points = new Map<string, { acc: number; gar: number; ci: [number, number] }>();
  for (const path of paths) {
    const { code, out } = cli('gar', '--results', path, '--json');
    assert.equal(code, 0);
    for (const run of JSON.parse(out).runs) {
      for (const [category, c] of Object.entries<{ gold_action: string; acc?: number; gar: number | null; gar_ci95: [number, number] }>(run.categories)) {
        if (c.acc === undefined || c.gar === null) continue;
        points.set(`${run.model} | ${category} · ${c.gold_action}`, { acc: c.acc, gar: c.gar, ci: c.gar_ci95 });
      }
    }
  }
  return points;
}

/** The panel's frame (profileChart.ts): 320 x 300, margins 26 14 36 48, both axes 0-100. */
const px = (acc: number) => 48 + (acc / 100) * (320 - 48 - 14);
const py = (gar: number) => 26 + (1 - gar / 100) * (300 - 26 - 36);

function assertDotsAreGar(file: string, paths: string[]): number {
  const expected = garPoints(paths);
  const dots = dotsOf(file);
  assert.equal(dots.length, expected.size);
  for (const dot of dots) {
    const key = `${dot.run} | ${dot.panel}`;
    assert.deepEqual({ acc: dot.acc, gar: dot.gar, ci: dot.ci }, expected.get(key), key);
    assert.ok(Math.abs(dot.cx - px(dot.acc)) < 1e-6 && Math.abs(dot.cy - py(dot.gar)) < 1e-6, `${key} is drawn at (${dot.cx}, ${dot.cy})`);
  }
  return dots.length;
}

test('on a generated panel of 3 models: one dot per model and category, at gar --json\'s Acc and GAR, with its interval', () => {
  const dir = tempDir('cl-plot-');
  writeRun({ out: dir, models: ['Qwen3-8B', 'Qwen3-14B', 'gpt-4o-2024-11-20'], cases: 12, seed: 'plot', longContextKb: 4, compact: true });
  const out = join(dir, 'profile.svg');
  const { code, err } = cli('plot', '--results', dir, '--out', out);
  assert.equal(code, 0, err);
  assert.equal(err, `Wrote ${out}: 12 points of 3 runs in 4 panels.\n`);
  assert.equal(assertDotsAreGar(out, [dir]), 12);
  const svg = readFileSync(out, 'utf8');
  assert.match(svg, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  // The print palette, and no stylesheet for a reader of the file to lack.
  assert.match(svg, /<rect fill="#ffffff"/);
  assert.doesNotMatch(svg, /<style/);
});

test('on the sample: both runs in the four categories, as gar --json gives them', () => {
  const dir = tempDir('cl-plot-sample-');
  const out = join(dir, 'sample.svg');
  assert.equal(cli('plot', '--results', SAMPLE, '--out', out).code, 0);
  assert.equal(assertDotsAreGar(out, [SAMPLE]), 8);
});

test('--out FILE.png: a PNG of the figure at --scale pixels per unit', () => {
  const dir = tempDir('cl-plot-png-');
  const out = join(dir, 'sample.png');
  const { code, err } = cli('plot', '--results', SAMPLE, '--out', out, '--scale', '1', '--columns', '4');
  assert.equal(code, 0, err);
  const png = readFileSync(out);
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // IHDR: four panels of 320 in a row; the height is the title, one row of panels and the legend.
  assert.equal(png.readUInt32BE(16), 4 * 320);
  assert.equal(png.readUInt32BE(20), 30 + 300 + (28 + 18) + 8);
});

test('bad input: a usage error or nothing to draw says so (exit 2) and writes no file', () => {
  const dir = tempDir('cl-plot-bad-');
  const pdf = join(dir, 'x.pdf');
  const wrong = cli('plot', '--results', SAMPLE, '--out', pdf);
  assert.equal(wrong.code, 2);
  assert.match(wrong.err, new RegExp(`^--out ${pdf.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: the file name must end in \\.svg or \\.png\\.\\n\\nUsage: calibration-lens plot`));
  assert.equal(existsSync(pdf), false);
  assert.equal(cli('plot', '--out', join(dir, 'y.svg')).code, 2);

  // Results without score files: GAR is known, Acc is not, so no dot can be placed.
  const run = tempDir('cl-plot-noscore-');
  writeRun({ out: run, models: ['m'], cases: 3, seed: 'plot', longContextKb: 1, compact: true });
  rmSync(join(run, 'score'), { recursive: true });
  const noScores = run;
  const out = join(dir, 'none.svg');
  const none = cli('plot', '--results', noScores, '--out', out);
  assert.equal(none.code, 2);
  assert.match(none.err, /^not drawn: m · base · TOOL_CALL: Acc unknown \(no score file\)$/m);
  assert.match(none.err, new RegExp(`^Nothing to draw: no run under ${noScores.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} has both GAR and Acc for a category; ${out.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} was not written\\.$`, 'm'));
  assert.equal(existsSync(out), false);
});

/** Each dot's run and family, and the fill Plot gave it. */
function familiesOf(file: string): Array<[run: string, family: string, fill: string]> {
  const { document } = parseHTML(readFileSync(file, 'utf8'));
  return [...document.querySelectorAll('figure, svg > svg')].slice(0, 1).flatMap((panel) =>
    [...panel.querySelectorAll('circle[data-run]')].map((c): [string, string, string] => [c.getAttribute('data-run')!, c.getAttribute('data-family')!, c.getAttribute('fill')!]));
}

test('dots coloured by family: by the model name, or by --families FILE (the file panel --families reads)', () => {
  const dir = tempDir('cl-plot-families-');
  writeRun({ out: dir, models: ['Qwen3-8B', 'Qwen3-14B', 'gpt-4o-2024-11-20'], cases: 4, seed: 'plot', longContextKb: 1, compact: true });
  const byRule = join(dir, 'rule.svg');
  assert.equal(cli('plot', '--results', dir, '--out', byRule).code, 0);
  // The first panel (base): both Qwen3 sizes in the first colour of the print palette, gpt-4o in the second.
  const rule = familiesOf(byRule);
  assert.deepEqual(rule.map(([run, family]) => [run, family]), [['Qwen3-14B', 'Qwen3'], ['Qwen3-8B', 'Qwen3'], ['gpt-4o-2024-11-20', 'gpt-4o']]);
  assert.equal(rule[0]![2], rule[1]![2]);
  assert.notEqual(rule[0]![2], rule[2]![2]);
  assert.match(readFileSync(byRule, 'utf8'), />Family</);

  const file = join(dir, 'families.json');
  writeFileSync(file, JSON.stringify({ families: { 'Qwen3-14B': 'Qwen3 large', 'gpt-4o*': 'GPT-4o' } }));
  const byFile = join(dir, 'file.svg');
  const { code, err } = cli('plot', '--results', dir, '--out', byFile, '--families', file);
  assert.equal(code, 0, err);
  const mapped = familiesOf(byFile);
  assert.deepEqual(mapped.map(([run, family]) => [run, family]), [['Qwen3-14B', 'Qwen3 large'], ['Qwen3-8B', 'Qwen3'], ['gpt-4o-2024-11-20', 'GPT-4o']]);
  assert.equal(new Set(mapped.map(([, , fill]) => fill)).size, 3);
  // The numbers are the same whatever the colours.
  assert.equal(assertDotsAreGar(byFile, [dir]), 12);

  // A bad families file is said; the figure is still drawn, by the model names (exit 1).
  writeFileSync(file, '{"families": {"Qwen3-*": 3}}');
  const badOut = join(dir, 'bad.svg');
  const bad = cli('plot', '--results', dir, '--out', badOut, '--families', file);
  assert.equal(bad.code, 1);
  assert.match(bad.err, new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not a families file \\(.*\\): families\\.Qwen3-\\*: expected a string, found a number\\. Families come from the model names instead\\.$`, 'm'));
  assert.deepEqual(familiesOf(badOut).map(([, family]) => family), ['Qwen3', 'Qwen3', 'gpt-4o']);
});

interface Tau2Cell { gold_action?: string; gar: number | null; gar_ci95: [number, number]; acc: number | null }

test("tau2: each dot is gar --json's class (or audited ASK subset) of that run and domain, exactly", { skip: withoutTau2Data }, () => {
  const out = join(tempDir('cl-plot-tau2-'), 'tau2.svg');
  const { code, err } = cli('plot', '--results', WHISSLE, '--results', GPT41_AIRLINE, '--out', out);
  assert.equal(code, 0, err);
  const expected = new Map<string, { acc: number; gar: number; ci: [number, number] }>();
  for (const file of [WHISSLE, GPT41_AIRLINE]) {
    const gar = cli('gar', '--results', file, '--json');
    assert.equal(gar.code, 0, gar.err);
    for (const run of JSON.parse(gar.out).runs as Array<{ model: string; domain: string; classes: Record<string, Tau2Cell>; ask_subsets?: Record<string, Tau2Cell> }>) {
      const add = (panel: string, c: Tau2Cell) => c.gar !== null && c.acc !== null && expected.set(`${run.model} | ${run.domain} · ${panel}`, { acc: c.acc, gar: c.gar, ci: c.gar_ci95 });
      for (const c of Object.values(run.classes)) add(c.gold_action!, c);
      for (const [subset, c] of Object.entries(run.ask_subsets ?? {})) add(`ASK · ${subset}`, c);
    }
  }
  const dots = dotsOf(out);
  // whissle and gpt-4.1 on airline: TOOL_CALL, ASK, REFUSE and the three ASK subsets each.
  assert.equal(expected.size, 12);
  assert.deepEqual(new Map(dots.map((d) => [`${d.run} | ${d.panel}`, { acc: d.acc, gar: d.gar, ci: d.ci }])), expected);
  for (const dot of dots) assert.ok(Math.abs(dot.cx - px(dot.acc)) < 1e-6 && Math.abs(dot.cy - py(dot.gar)) < 1e-6, `${dot.run} | ${dot.panel}`);
});

test('--help prints the usage; calibration-lens --help lists plot', () => {
  const help = cli('plot', '--help');
  assert.equal(help.code, 0);
  assert.match(help.out, /^Usage: calibration-lens plot --results PATH\.\.\. --out FILE\.svg\|FILE\.png/);
  assert.match(cli('--help').out, /^ {2}plot {7}the calibration profile/m);
});
