// The exports on real tau2 runs: the audited ASK subsets keep their label in every table, a domain
// without gold exports no interval, and the stamp hashes every file the numbers come from (telecom's
// run, the dir layout's simulations/*.json), to the sums published beside the data.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { exportDocument } from '../../../src/core/export/exportDocument';
import { hashInputs, inputPaths } from '../../../src/core/export/stamp';
import { summarizeRun } from '../../../src/core/metrics/summarizeRun';
import type { RunSummary } from '../../../src/core/metrics/types';
import { goldFor } from '../../../src/core/tau2/goldSource';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { tau2RunCases } from '../../../src/core/tau2/tau2Cases';
import { QWEN, SHARED_TAU2, TELECOM, VOICE_DIR, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

const NOW = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
const VOICE_SIMULATION = join(VOICE_DIR, 'simulations/49b22f0c-4a56-41c5-922f-bc2a56e53a23.json');

/** The runs as the summary panel loads them (core/load/loadSummaries.ts). */
async function summaries(...paths: string[]): Promise<RunSummary[]> {
  const out: RunSummary[] = [];
  for (const p of paths) {
    const run = await readTau2Run(p);
    out.push(summarizeRun(tau2RunCases(run, goldFor(run.domain, []))));
  }
  return out;
}

/** path -> sha256 from the SHA256SUMS published with the data. */
function publishedSums(): Map<string, string> {
  return new Map(readFileSync(join(SHARED_TAU2, 'SHA256SUMS'), 'utf8').trim().split('\n').map((l) => {
    const [sum, path] = l.split(/\s+/) as [string, string];
    return [join(SHARED_TAU2, path), sum];
  }));
}

test('the stamp hashes every file behind the numbers: a run without gold rows, and each simulation file of the dir layout', { skip: withoutTau2Data }, async () => {
  const runs = await summaries(WHISSLE, TELECOM, VOICE_DIR);
  assert.deepEqual(inputPaths(runs), [WHISSLE, TELECOM, join(VOICE_DIR, 'results.json'), VOICE_SIMULATION]);
  const sums = publishedSums();
  assert.deepEqual((await hashInputs(runs)).map((f) => [f.path, f.sha256]), inputPaths(runs).map((p) => [p, sums.get(p)]));
});

test('summary CSV: ASK subset rows labelled ask:<subset>; telecom\'s row has no interval, not 0-0', { skip: withoutTau2Data }, async () => {
  const runs = await summaries(WHISSLE, TELECOM);
  const files = exportDocument(runs, await hashInputs(runs), { format: 'csv', compare: null }, { extensionVersion: '0.1.0', now: NOW });
  const sources = JSON.parse(files.sources!) as { inputs: { path: string; sha256: string }[] };
  assert.deepEqual(sources.inputs.slice(0, 2), [{ path: WHISSLE, sha256: publishedSums().get(WHISSLE) }, { path: TELECOM, sha256: publishedSums().get(TELECOM) }]);
  const lines = files.document.split('\r\n');
  const rows = lines.slice(1).filter(Boolean).map((l) => l.split(','));
  assert.deepEqual(rows.map((r) => r[5]), ['tool_call', 'ask', 'refuse', 'ask:all', 'ask:paper', 'ask:valid', '']);
  assert.equal(lines[5], `whissle,whissle,${WHISSLE},,airline,ask:paper,8,8,100,67.558438,100,37.5,62.5,false,100,100,25,37.5,0,0,5,56,,`);
  assert.equal(lines[7], `gpt-4o,gpt-4o,${TELECOM},,telecom,,20,0,,,,70,,false,95,95,10,30,0,0,6,70,,`);
});

test('summary Markdown: ASK · <subset>; no interval for a domain without gold', { skip: withoutTau2Data }, async () => {
  const runs = await summaries(WHISSLE, TELECOM);
  const md = exportDocument(runs, await hashInputs(runs), { format: 'markdown', compare: null }, { extensionVersion: '0.1.0', now: NOW }).document.split('\n');
  assert.ok(md.includes('| whissle | airline | ASK · paper | 8 | 100.0 | 67.6–100.0 | 37.5 | +62.5 | 100.0 | 100.0 | 25.0 | 37.5 | 0.0 | 0 |'));
  assert.ok(md.includes('| gpt-4o | telecom | none \\(GAR needs gold\\) | 20 | — | — | 70.0 | — | 95.0 | 95.0 | 10.0 | 30.0 | 0.0 | 0 |'));
  assert.ok(md.includes(`| \`${TELECOM}\` | ${publishedSums().get(TELECOM)} |`));
});

test('comparison CSV and Markdown of two runs of the same tasks: every ASK row says its subset; the stamp names their files only', { skip: withoutTau2Data }, async () => {
  const runs = await summaries(WHISSLE, QWEN, TELECOM);
  const inputs = await hashInputs(runs);
  const files = exportDocument(runs, inputs, { format: 'csv', compare: { baseline: 0, probe: 1 } }, { extensionVersion: '0.1.0', now: NOW });
  assert.deepEqual((JSON.parse(files.sources!) as { inputs: { path: string }[] }).inputs.map((f) => f.path), [WHISSLE, QWEN]);
  const rows = files.document.split('\r\n').slice(1).filter(Boolean);
  assert.deepEqual(rows.map((r) => r.split(',').slice(2, 6).join(',')), [
    'airline,tool_call,43,43', 'airline,ask,13,13', 'airline,refuse,7,7', 'airline,ask:all,13,13', 'airline,ask:paper,8,8', 'airline,ask:valid,6,6',
  ]);
  assert.equal(rows[4], 'whissle,ollama_chat/qwen2.5:7b,airline,ask:paper,8,8,100,100,0,37.5,12.5,-25,3,1,0,0,19/0 21/0 22/0,10/0,,,');
  const md = exportDocument(runs, inputs, { format: 'markdown', compare: { baseline: 0, probe: 1 } }, { extensionVersion: '0.1.0', now: NOW }).document.split('\n');
  assert.deepEqual(md.filter((l) => l.startsWith('| airline |')).map((l) => l.split(' | ')[1]), ['TOOL\\_CALL', 'ASK', 'REFUSE', 'ASK · all', 'ASK · paper', 'ASK · valid']);
  assert.ok(md.includes('| airline | ASK · valid | 100.0 | 100.0 | +0.0 | 50.0 | 0.0 | -50.0 | 3 | 0 | 0 | 0 |'));
  assert.deepEqual(md.filter((l) => l.startsWith('### airline ASK')), [
    '### airline ASK: pass → fail (5)', '### airline ASK: fail → pass (1)',
    '### airline ASK · all: pass → fail (5)', '### airline ASK · all: fail → pass (1)',
    '### airline ASK · paper: pass → fail (3)', '### airline ASK · paper: fail → pass (1)',
    '### airline ASK · valid: pass → fail (3)',
  ]);
  assert.ok(!md.some((l) => l.includes(TELECOM)));
});
