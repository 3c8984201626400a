// `calibration-lens gar` on tau2 runs: every file or folder named is read as its own run(s), one
// streaming pass each; the output is the paper's Tab. 2 layout, JSON, or the breakdown's CSV.
import { tau2VersionDrift, versionsTogetherHint, type Tau2RunVersion as RunVersion } from '../tau2VersionDrift';
import { infrastructureError } from '../runHealth/infrastructureError';
import { formatProblem, type Problem } from '../../model/model';
import { ASK_SUBSET_NAMES, type AskSubsetName } from '../askSubsets';
import type { Judgment } from '../confirmJudgments';
import { methodOfRun } from '../discoverTau2';
import { goldFor } from '../goldSource';
import { summarizeTau2Run } from '../metrics';
import { caseIdOf } from '../tau2Cases';
import { findingLine, type Finding } from '../../model/finding';
import { readTau2Run } from '../readResults';
import { breakdownRows, TAU2_CSV_COLUMNS, type Formatted } from './breakdownCsv';
import { runJson, type Tau2GarRun } from './garJson';
import { printLeftOut, judgmentsOfFlag } from './judgmentsFlag';
import { tab2Notes, tab2Table, tau2CaseRows, tau2RunBlock } from './tab2Text';
import { tasksOfFlag, unusedTasksWarnings } from './tasksFlag';

export interface Tau2GarOptions {
  tasks: string[];
  askSubset: string;
  json: boolean;
  cases: boolean;
  csv: boolean;
  /** The paper's CONFIRM judgments: each write listed by --cases gets its judgment. */
  judgments: string | null;
}

/** What the command line lends this command from the layers after the formats (the wiring in src/cli/formatCommands.ts): the one CSV writer. */
export interface Tau2GarLent {
  csv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | Formatted>>): string;
}

export async function tau2Gar(files: readonly string[], options: Tau2GarOptions, lent: Tau2GarLent): Promise<number> {
  if (!(ASK_SUBSET_NAMES as readonly string[]).includes(options.askSubset)) {
    console.error(`--ask-subset must be one of ${ASK_SUBSET_NAMES.join(', ')} (got "${options.askSubset}").`);
    return 2;
  }
  if (options.judgments && !options.cases) {
    console.error('--judgments gives each write listed by --cases its judgment: add --cases (and --json), or use `calibration-lens confirm --judgments FILE --results PATH` for Tab. 3 and the heuristic\'s agreement.');
    return 2;
  }
  const askSubset = options.askSubset as AskSubsetName;
  const userTasks = await tasksOfFlag(options.tasks);
  if (!userTasks) return 2;
  let judgments: Judgment[] | null = null;
  let judgmentProblems: Problem[] = [];
  if (options.judgments) {
    const parsed = await judgmentsOfFlag(options.judgments);
    if (!parsed) return 2;
    ({ judgments, problems: judgmentProblems } = parsed);
  }
  const results: Tau2GarRun[] = [];
  const unreadable: Problem[] = [];
  const versions: RunVersion[] = [];
  for (const file of files) {
    const run = await readTau2Run(file, { keepWindows: options.cases, blocking: true });
    if (!run.isTau2) { unreadable.push(...run.problems); continue; }
    const gold = goldFor(run.domain, userTasks);
    const summary = summarizeTau2Run(run, gold);
    const leftOut = run.simulations.flatMap((s) => (s.infrastructureError ? [{ id: caseIdOf(s), group: run.domain, file: s.file, line: s.line, reason: s.infrastructureError }] : []));
    const health = [infrastructureError(leftOut, run.simulations.length)].filter((f): f is Finding => f !== null);
    // Keep the simulations only when they are listed; the summary is enough otherwise.
    results.push({ summary, gold, run: options.cases ? run : null, problems: run.problems, warnings: [...run.warnings, ...summary.warnings], health });
    versions.push({ name: file, domain: run.domain, commit: run.info?.gitCommit ?? null });
  }
  // Runs read together whose harness versions differ (tau2VersionDrift.ts, lent).
  results.forEach((r, i) => {
    const drift = tau2VersionDrift(versions[i]!, versions);
    if (drift) r.health.push(drift);
  });

  if (!results.length) {
    for (const p of unreadable) console.error(formatProblem(p));
    console.error('No tau2 run could be read.');
    return 2;
  }
  const warnings = unusedTasksWarnings(userTasks, results.map((r) => r.summary.domain));
  if (options.csv) {
    process.stdout.write(lent.csv(TAU2_CSV_COLUMNS, breakdownRows(results.map(({ summary }) => ({ summary, family: summary.model ?? 'unknown', method: methodOfRun(summary.file) })))));
  } else if (options.json) {
    process.stdout.write(`${JSON.stringify({ warnings, runs: results.map((r) => runJson(r, askSubset, judgments)) }, null, 2)}\n`);
  } else {
    const blocks = results.map(({ summary, run, gold }, i) => {
      const text = tau2RunBlock(summary, i + 1, askSubset);
      if (!run) return text;
      return `${text}\n\n${tau2CaseRows(run, (id) => gold.table?.[id]?.classes ?? []).join('\n')}`;
    });
    const summaries = results.map((r) => r.summary);
    process.stdout.write(`${[`${tab2Table(summaries, askSubset)}\n${tab2Notes(askSubset)}`, ...blocks].join('\n\n')}\n`);
  }
  let problems = unreadable.length + judgmentProblems.length;
  for (const w of warnings) console.error(`warning: ${w}`);
  for (const p of unreadable) console.error(formatProblem(p));
  printLeftOut(judgmentProblems);
  // The runs' version hints name the same commits from each side: said once, for all of them.
  const versionHint = (f: Finding) => f.code === 'version-drift' && f.severity === 'hint';
  if (results.some((r) => r.health.some(versionHint))) console.error(findingLine(versionsTogetherHint(versions)));
  for (const r of results) {
    for (const f of r.health) if (!versionHint(f)) console.error(findingLine(f, r.summary.file));
    for (const w of r.warnings) console.error(`warning: ${r.summary.file}: ${w}`);
    for (const p of r.problems) console.error(formatProblem(p));
    problems += r.problems.length;
  }
  if (results.every((r) => r.summary.simulations === 0)) {
    console.error('No simulation could be read.');
    return 2;
  }
  return problems > 0 ? 1 : 0;
}
