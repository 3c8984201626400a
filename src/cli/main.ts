// `calibration-lens`: the same numbers as the panel, as the reference's table or as JSON.
import { parseArgs } from 'node:util';
import { discoverRuns, DiscoveryError } from '../core/bfcl/discover';
import { loadRun } from '../core/bfcl/loadRun';
import { runName } from '../core/metrics/runName';
import { summarizeRun } from '../core/metrics/summarizeRun';
import { formatProblem } from '../core/model';
import { garJson } from './garJson';
import { garTable } from './garTable';
import { readInParallel } from './parallelReads';
import { tau2RunFiles } from './tau2RunFiles';
import { exitAfterOutput, watchOutput } from './output';

// Every other command, and the tau2 reader, is loaded when it is asked for: start-up is most of a
// small run's time, and `gar` on BFCL needs none of them (nor their schemas).
const commands = () => import('./commands');

const USAGE = `Usage: calibration-lens gar --results PATH [--scores PATH] [--json] [--cases] [--strict]
       calibration-lens gar --results PATH... [--tasks FILE] [--ask-subset all|paper|valid] [--json [--cases] | --csv]
       calibration-lens confirm --judgments FILE [--json]

Gold Action Recall (GAR) beside the benchmark's accuracy (Acc) for BFCL multi-turn runs.
  --results PATH  a BFCL release folder (result/ and score/ inside), a result/ folder,
                  a model folder, or one BFCL_v4_multi_turn_<category>_result.json file
  --scores PATH   the score folder or file (default: the sibling score/ folder, when there is one)
  --json          print JSON instead of tables
  --cases         list every case (id, line, classes, gold hit, pass/fail, bound violation)
  --strict        check every line whole as Python's json.loads would (default: id and
                  result are parsed exactly, the rest of a line only for its shape)

tau2-bench runs are recognised by their content: --results may name a results file, a
dir-layout run (its folder or results.json) or folders holding runs; give --results several
times for several runs. The paper's Tab. 2 per run and domain:
  --tasks FILE        score against this tasks.json instead of the pinned tasks (repeatable)
  --ask-subset NAME   the ASK task subset of the paper's audit: all, paper (default), valid
  --csv               one row per run in the paper's breakdown CSV columns
confirm prints the paper's Tab. 3 (confirmation before database writes) from a judgments file.

Exit status: 0 when everything was read; 1 when some lines could not be read (listed on
stderr); 2 for a usage error or when there was nothing to read.`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    const { CASE_USAGE, LABEL_USAGE, LABELS_USAGE, AGREEMENT_USAGE } = await commands();
    console.log([USAGE, CASE_USAGE, LABEL_USAGE, LABELS_USAGE, AGREEMENT_USAGE].join('\n\n'));
    return 0;
  }
  if (command === 'confirm') return confirm(rest);
  if (command === 'case') return (await commands()).caseCommand(rest);
  // Annotation commands: each parses its own options.
  if (command === 'label') return (await commands()).labelCommand(rest);
  if (command === 'labels') return (await commands()).labelsCommand(rest);
  if (command === 'agreement') return (await commands()).agreementCommand(rest);
  if (command !== 'gar') {
    console.error(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
    return 2;
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        results: { type: 'string', multiple: true },
        tasks: { type: 'string', multiple: true },
        'ask-subset': { type: 'string', default: 'paper' },
        csv: { type: 'boolean', default: false },
        scores: { type: 'string' },
        json: { type: 'boolean', default: false },
        cases: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.results?.length) {
    console.error(`--results PATH is required.\n\n${USAGE}`);
    return 2;
  }
  const tau2Files = await tau2RunFiles(values.results);
  if (tau2Files) {
    const { tau2Gar } = await commands();
    return tau2Gar(tau2Files, { tasks: values.tasks ?? [], askSubset: values['ask-subset']!, json: values.json, cases: values.cases, csv: values.csv });
  }
  if (values.results.length > 1) {
    console.error(`No tau2 run was found under ${values.results.join(', ')}, and BFCL results are read from one --results PATH at a time.`);
    return 2;
  }
  if (values.tasks || values.csv) {
    console.error('--tasks and --csv apply to tau2 runs; no tau2 run was found under --results.');
    return 2;
  }

  let discovered;
  try {
    discovered = await discoverRuns(values.results[0]!, values.scores);
  } catch (e) {
    if (e instanceof DiscoveryError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  }
  const summaries = [];
  const options = { strict: values.strict, classesOnly: true };
  const reads = await readInParallel(discovered.runs, options);
  for (const run of discovered.runs) summaries.push(summarizeRun(await loadRun(run, options, reads)));

  if (values.json) {
    process.stdout.write(`${JSON.stringify(garJson(summaries, discovered.warnings, values.cases), null, 2)}\n`);
  } else {
    process.stdout.write(`${summaries.map((s) => garTable(s, values.cases)).join('\n\n')}\n`);
  }
  for (const w of discovered.warnings) console.error(`warning: ${w}`);
  let problems = 0;
  for (const s of summaries) {
    for (const w of s.warnings) console.error(`warning: ${runName(s)}: ${w}`);
    for (const p of s.problems) console.error(formatProblem(p));
    problems += s.problems.length;
  }
  const cases = summaries.reduce((n, s) => n + s.groups.reduce((m, c) => m + c.n, 0), 0);
  if (cases === 0) {
    console.error('No case could be read.');
    return 2;
  }
  return problems > 0 ? 1 : 0;
}

async function confirm(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { judgments: { type: 'string' }, json: { type: 'boolean', default: false } }, strict: true }));
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!values.judgments) {
    console.error(`--judgments FILE is required.\n\n${USAGE}`);
    return 2;
  }
  const { confirmCommand } = await commands();
  return confirmCommand(values.judgments, values.json);
}

watchOutput();
main(process.argv.slice(2)).then(
  (code) => exitAfterOutput(code),
  (e: unknown) => {
    console.error(`calibration-lens: unexpected error: ${(e as Error).stack ?? String(e)}`);
    return exitAfterOutput(2);
  },
);
