// version-drift: runs shown together that come from different harness versions. tau2: each results
// file's info.git_commit, placed in tau2-bench's history (the release it contains, and whether it grades
// banking_knowledge as before or after 1.0.1); BFCL: the questions a run recorded against the test data
// found beside it. Runs derived from the generated sample and the real whissle run; the runs as they
// are (one commit, the sample's own data) are the negative controls.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { loadSummaries } from '../../../src/core/load/loadSummaries';
import { rowMarks } from '../../../src/core/metrics/rowMarks';
import { tau2VersionOf, tau2VersionText } from '../../../src/core/tau2/tau2Release';
import { tau2VersionDrift } from '../../../src/core/tau2/tau2VersionDrift';
import { pairNotes } from '../../../src/core/runHealth/runsTogether';
import { derivedTau2Run } from '../../support/healthTraps';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { tempDir } from '../../support/tempDir';

const ROOT = resolve(__dirname, '../../..');
const CLI = join(ROOT, 'dist/cli.js');
const SAMPLE = join(ROOT, 'sample');

const PINNED = 'a03b7910bc968f706306e16017a9cb650caf7af2';
const WHISSLE_COMMIT = '121283b87f0e5e14917e9fea3a6411e90408a6e1';

test('tau2VersionOf places commits of tau2-bench in its releases and banking_knowledge grading; an unknown one stays unknown', () => {
  const of = (c: string) => {
    const v = tau2VersionOf(c);
    return [v.release, v.banking, tau2VersionText(v)];
  };
  assert.deepEqual(of(WHISSLE_COMMIT), ['v1.0.1', '1.0.1', '121283b8 (v1.0.1 or later)']);
  assert.deepEqual(of(PINNED), ['v1.0.0', 'before-1.0.1', 'a03b7910 (after v1.0.0, before v1.0.1)']);
  // The pre-v1.0.1 tag, abbreviated as tau2's changelog writes it.
  assert.deepEqual(of('b51a6d6'), ['v1.0.0', 'before-1.0.1', 'b51a6d6 (after v1.0.0, before v1.0.1)']);
  // #329, the first grading fix merged to main before the release.
  assert.deepEqual(of('ef592a7'), ['v1.0.0', 'partly-1.0.1', "ef592a7 (after v1.0.0, before v1.0.1, with some of 1.0.1's banking_knowledge fixes)"]);
  assert.deepEqual(of('40f46d3540dc95aca145ddecb0464fdd9a1e8c15'), ['v0.1.2', 'before-1.0.1', '40f46d35 (after v0.1.2, before v0.1.3)']);
  assert.deepEqual(of('0123456789abcdef0123456789abcdef01234567'), [undefined, 'unknown', "01234567 (a commit not in tau2-bench's history, version unknown)"]);
  assert.deepEqual(of('not a commit'), [undefined, 'unknown', "not a co (a commit not in tau2-bench's history, version unknown)"]);
});

const BANKING_MESSAGE =
  "banking_knowledge runs graded by different tau2-bench versions are shown together: this run's results come from tau2 commit a03b7910 (after v1.0.0, before v1.0.1), after's 121283b8 (v1.0.1 or later). " +
  "tau2-bench 1.0.1 changed how banking_knowledge is graded (extra read calls no longer zero the reward; task_074's gold refund corrected), and tau2 says scores from before and after 1.0.1 must not be compared. " +
  'Re-score the older run with `tau2 evaluate-trajs --fresh-tasks <results.json>`, or compare runs of one side.';

test('tau2VersionDrift: banking_knowledge across 1.0.1 is a warning on each side; another domain or commit is a hint; one commit is no finding', () => {
  const before = { name: 'before', domain: 'banking_knowledge', commit: PINNED };
  const after = { name: 'after', domain: 'banking_knowledge', commit: WHISSLE_COMMIT };
  assert.deepEqual(tau2VersionDrift(before, [before, after]), { code: 'version-drift', severity: 'warning', message: BANKING_MESSAGE, groups: ['banking_knowledge'], cases: [] });
  assert.equal(tau2VersionDrift(after, [before, after])?.severity, 'warning');
  // The same commit (abbreviated on one side), or no commit recorded: nothing to say.
  assert.equal(tau2VersionDrift(before, [before, { ...after, commit: 'a03b7910' }]), null);
  assert.equal(tau2VersionDrift(before, [before, { ...after, commit: null }]), null);
  assert.equal(tau2VersionDrift({ ...before, commit: null }, [before, after]), null);
  // Airline across 1.0.1: named, as a hint.
  const airline = tau2VersionDrift({ ...before, domain: 'airline' }, [{ ...before, domain: 'airline' }, { ...after, domain: 'airline' }]);
  assert.deepEqual(airline && [airline.severity, airline.message], [
    'hint',
    "Runs from different tau2-bench commits are shown together: this run's results come from a03b7910 (after v1.0.0, before v1.0.1); after: 121283b8 (v1.0.1 or later). " +
      "tau2's tasks and grading change between versions (1.0.0 revised retail's tasks, 1.0.1 banking_knowledge's grading): numbers of one domain are comparable across them only where neither changed.",
  ]);
  // Two pre-1.0.1 banking_knowledge commits grade alike: a hint, not a warning.
  assert.equal(tau2VersionDrift(before, [before, { ...after, commit: 'b51a6d6' }])?.severity, 'hint');
  // A commit tau2-bench does not have: which side it is on cannot be told, so the warning says so.
  const fork = tau2VersionDrift(before, [before, { ...after, commit: '0123456789abcdef0123456789abcdef01234567' }]);
  assert.equal(fork?.severity, 'warning');
  assert.ok(fork?.message.includes("; for a commit not in tau2-bench's history which side it is on cannot be told."), fork?.message);
});

/** The real whissle run (v1.0.1) as a banking_knowledge run made at `commit`. */
const bankingRun = (dir: string, name: string, commit: string): string => derivedTau2Run(WHISSLE, dir, name, { commit, domain: 'banking_knowledge' });

interface Tau2Json {
  runs: { warnings: (string | { code: string; severity: string; message: string; groups: string[]; cases: unknown[] })[] }[];
}

test('version-drift (tau2): two banking_knowledge runs across 1.0.1 are flagged in gar (stderr and --json), on the panel rows and in the compare note; the same commit is not', { skip: withoutTau2Data }, async () => {
  const dir = tempDir('cl-drift-tau2-');
  const older = bankingRun(dir, 'older', PINNED);
  const newer = bankingRun(dir, 'newer', WHISSLE_COMMIT);
  const text = spawnSync(process.execPath, [CLI, 'gar', '--results', older, '--results', newer], { encoding: 'utf8' });
  const lines = text.stderr.split('\n').filter((l) => l.includes('[version-drift]'));
  assert.equal(lines.length, 2, text.stderr);
  const olderMessage = BANKING_MESSAGE.replace("after's", `${newer}'s`);
  assert.equal(lines[0], `warning: ${older}: ${olderMessage} [version-drift]`);
  const json = JSON.parse(spawnSync(process.execPath, [CLI, 'gar', '--results', older, '--results', newer, '--json'], { encoding: 'utf8' }).stdout) as Tau2Json;
  const drift = json.runs.map((r) => r.warnings.filter((w) => typeof w === 'object' && w.code === 'version-drift'));
  assert.deepEqual(drift[0], [{ code: 'version-drift', severity: 'warning', message: olderMessage, groups: ['banking_knowledge'], cases: [] }]);
  assert.equal(drift[1]!.length, 1);

  const loaded = await loadSummaries([dir]);
  assert.deepEqual(loaded.runs.map((r) => [r.harnessCommit, (r.health ?? []).map((f) => `${f.severity} ${f.code}`)]), [
    [WHISSLE_COMMIT, ['warning version-drift']],
    [PINNED, ['warning version-drift']],
  ]);
  // The panel names runs by their labels; every row of the domain carries the mark.
  const panelOlder = loaded.runs[1]!;
  assert.ok(panelOlder.health![0]!.message.startsWith("banking_knowledge runs graded by different tau2-bench versions are shown together: this run's results come from tau2 commit a03b7910 (after v1.0.0, before v1.0.1), whissle (newer)'s 121283b8 (v1.0.1 or later)."), panelOlder.health![0]!.message);
  assert.deepEqual(panelOlder.groups.map((g) => rowMarks(panelOlder, g).map((m) => m.code)), panelOlder.groups.map(() => ['version-drift']));
  // The compare tab, older as the baseline: banking_knowledge has no gold, so no row; the note is above the table.
  const notes = pairNotes([loaded.runs[1]!, loaded.runs[0]!], ['older', 'newer']);
  assert.deepEqual(
    notes.find((n) => n.baseline === 0 && n.probe === 1)?.note,
    `[version-drift] ${BANKING_MESSAGE.replace("this run's", "the baseline's").replace("after's", "newer's")}`,
  );
  assert.deepEqual(notes.map((n) => [n.baseline, n.probe]), [[0, 1], [1, 0]]);
  // One commit on both sides: no note either way.
  assert.deepEqual(pairNotes([loaded.runs[1]!, loaded.runs[1]!], ['older', 'older']), []);

  // Negative control: the same commit on both sides.
  const same = tempDir('cl-drift-same-');
  bankingRun(same, 'a', WHISSLE_COMMIT);
  bankingRun(same, 'b', WHISSLE_COMMIT);
  const control = await loadSummaries([same]);
  assert.deepEqual(control.runs.map((r) => (r.health ?? []).map((f) => f.code)), [[], []]);
});

/** The sample's demo-baseline run (result, score and test data), its test data asking `base_1` something else in turn 2. */
function revisedData(): string {
  const root = tempDir('cl-drift-bfcl-');
  cpSync(join(SAMPLE, 'result', 'demo-baseline'), join(root, 'result', 'demo-baseline'), { recursive: true });
  cpSync(join(SAMPLE, 'score', 'demo-baseline'), join(root, 'score', 'demo-baseline'), { recursive: true });
  const data = join(root, 'result', 'demo-baseline', 'data', 'BFCL_v4_multi_turn_base.json');
  writeFileSync(data, readFileSync(data, 'utf8').replace("pertaining to 'Simplicity'.", "pertaining to 'Clarity'."));
  return join(root, 'result');
}

interface BfclJson {
  runs: Array<{ warnings: unknown[] }>;
}

test('version-drift (BFCL): a case whose recorded questions are not the test data\'s is named, with the turn and both texts; the sample with its own data is not flagged', () => {
  const results = revisedData();
  const run = spawnSync(process.execPath, [CLI, 'gar', '--results', results, '--json'], { encoding: 'utf8' });
  const json = JSON.parse(run.stdout) as BfclJson;
  const drift = json.runs[0]!.warnings.filter((w) => typeof w === 'object' && w !== null && (w as { code: string }).code === 'version-drift');
  const folder = join(results, 'demo-baseline', 'data');
  const file = join(results, 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_base_result.json');
  const detail = 'turn 2: the test data asks "…\'quotes.txt\' pertaining to \'Clarity\'.", the run asked "…\'quotes.txt\' pertaining to \'Simplicity\'."';
  assert.deepEqual(drift, [
    {
      code: 'version-drift',
      severity: 'warning',
      message:
        `1 case recorded other questions than the BFCL test data found beside the run, in ${folder} (base 1 of 12; first: multi_turn_base_1, ${detail}): ` +
        'the run was made from another version of the test data (BFCL revises items between releases), so the tools offered and the gold path taken from it may not be these cases\'. ' +
        'Put the test data the run was made from above the run (bfcl_eval/data, bfcl-eval-data/ or data/).',
      groups: ['base'],
      cases: [{ id: 'multi_turn_base_1', group: 'base', file, line: 2, detail }],
    },
  ]);
  assert.equal(run.stderr.split('\n').filter((l) => l.startsWith('warning: ') && l.endsWith(' [version-drift]')).length, 1, run.stderr);
  const control = JSON.parse(spawnSync(process.execPath, [CLI, 'gar', '--results', join(SAMPLE, 'result'), '--json'], { encoding: 'utf8' }).stdout) as BfclJson;
  assert.deepEqual(control.runs.map((r) => r.warnings.filter((w) => typeof w === 'object' && w !== null && (w as { code: string }).code === 'version-drift')), [[], []]);
});
