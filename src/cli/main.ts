// `calibration-lens`: the same numbers as the panel, as the reference's table or as JSON (start.ts runs it).
import { join } from 'node:path';
import { DiscoveryError } from '../core/model/discoveryError';
import { countOf } from '../core/text/countOf';
import { adapterReads, garOfRuns, neutralGarRuns } from './neutralGar';
import { bfclGarRuns, bfclRunPaths } from './garFormats';
import { readInParallel } from '../env/node/parallelReads';
import { tau2RunFiles } from './tau2RunFiles';
import { parseCommandLine } from './commandLine';
import { readKnownBad } from './knownBadFile';

/** The reading worker's bundle (readWorker.ts), beside this one. */
const READER = join(__dirname, 'cli-reader.js');

/** package.json's version, written in by the build (scripts/build.mjs). */
declare const CALIBRATION_LENS_VERSION: string;

// Every other command, and the tau2 reader, is loaded when it is asked for: start-up is most of a
// small run's time, and `gar` on BFCL needs none of them (nor their schemas).
const commands = () => import('./commands');
// `plot` draws with Plot, d3, a DOM and a WebAssembly renderer: a bundle of its own (dist/cli-plot.js).
const plot = () => import('./plotCommand');

/** What `calibration-lens` alone, an unknown command and the head of --help say: every command, a line each. */
const COMMANDS = `Usage: calibration-lens <command> [options]

Commands:
  gar        Gold Action Recall (GAR) beside Acc: per BFCL category, or per tau2 run and domain
             in the paper's Tab. 2 layout (text, --json, --csv)
  case       one BFCL case or tau2 simulation turn by turn, beside its ground truth
  compare    a baseline run against probe runs (SRI, CRI): per category GAR, Acc, gained and
             lost cases with McNemar's exact p, touched cases, collateral damage (text, --json)
  confirm    the paper's Tab. 3 (confirmation before database writes) from a judgments file, and
             with --results the heuristic's agreement with the judge
  panel      every run found: GAR, TOOL_CALL emit rate and Acc per category, rank by overall Acc
             beside rank by no-tool-call GAR, by run or family (text, --json, --csv)
  label      record one human decision (an emission's class, a case's verdict) in the label store
  labels     list the latest human decisions of a run (text, --json, --csv, --jsonl)
  agreement  the classifier against human annotators: kappa, confusion, GAR with human labels
  plot       the calibration profile (GAR against Acc per category, one dot per run) as SVG or PNG

calibration-lens <command> --help describes a command; calibration-lens --help describes them all;
calibration-lens --version prints the version.`;

const USAGE = `Usage: calibration-lens gar --results PATH [--scores PATH] [--known-bad FILE [--exclude-known-bad]] [--json] [--cases] [--strict]
       calibration-lens gar --results PATH... [--tasks FILE] [--ask-subset all|paper|valid] [--json [--cases [--judgments FILE]] | --csv]

Gold Action Recall (GAR) beside the benchmark's accuracy (Acc) for BFCL multi-turn runs.
  --results PATH  a BFCL release folder (result/ and score/ inside), a result/ folder,
                  a model folder, or one BFCL_v4_multi_turn_<category>_result.json file
  --scores PATH   the score folder or file (default: the sibling score/ folder, when there is one)
  --json          print JSON instead of tables
  --cases         list every case (id, line, classes, gold hit, pass/fail, bound violation)
  --strict        check every line whole as Python's json.loads would (default: id and
                  result are parsed exactly, the rest of a line only for its shape)
  --known-bad FILE  a list of defective test items (bad_keys.json's {"bad_keys": [{"id"}]},
                  a JSON list of ids, or one id a line): the run's cases on it are named
  --exclude-known-bad  leave those items out of every GAR and Acc

Run health: each run is checked for what makes its numbers wrong (text replies the harness
dropped, calls to tools not offered, placeholder arguments, known-bad items); each finding is
said once on stderr as "severity [code]: sentence" and in --json's warnings as an object.

tau2-bench runs are recognised by their content: --results may name a results file, a
dir-layout run (its folder or results.json) or folders holding runs; give --results several
times for several runs. The paper's Tab. 2, one row per run and domain, then each run in full:
  --tasks FILE        score against this tasks.json instead of the pinned tasks (repeatable)
  --ask-subset NAME   the ASK task subset of the paper's audit: all, paper (default), valid
  --csv               one row per run in the paper's breakdown CSV columns
  --judgments FILE    with --cases: each database write gets its judgment from this file
One command reads one benchmark: BFCL and tau2 paths together are refused.

Exit status: 0 when everything was read; 1 when some lines could not be read (listed on
stderr); 2 for a usage error or when there was nothing to read.`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    const { CASE_USAGE, COMPARE_USAGE, PANEL_USAGE, CONFIRM_USAGE, LABEL_USAGE, LABELS_USAGE, AGREEMENT_USAGE, PLOT_USAGE } = await commands();
    console.log([COMMANDS, USAGE, CASE_USAGE, COMPARE_USAGE, PANEL_USAGE, CONFIRM_USAGE, LABEL_USAGE, LABELS_USAGE, AGREEMENT_USAGE, PLOT_USAGE].join('\n\n'));
    return 0;
  }
  if (command === '--version' || command === '-V') {
    console.log(`calibration-lens ${CALIBRATION_LENS_VERSION}`);
    return 0;
  }
  if (command === 'confirm') return (await commands()).confirmCli(rest);
  if (command === 'case') return (await commands()).caseCommand(rest);
  if (command === 'compare') return (await commands()).compareCommand(rest);
  if (command === 'panel') return (await commands()).panelCommand(rest);
  // Annotation commands: each parses its own options.
  if (command === 'label') return (await commands()).labelCommand(rest);
  if (command === 'labels') return (await commands()).labelsCommand(rest);
  if (command === 'agreement') return (await commands()).agreementCommand(rest);
  if (command === 'plot') return (await plot()).plotCommand(rest);
  if (command !== 'gar') {
    console.error(command ? `Unknown command "${command}".\n\n${COMMANDS}` : COMMANDS);
    return 2;
  }
  const parsed = parseCommandLine(rest, {
    usage: USAGE,
    options: {
      results: { type: 'string', multiple: true },
      tasks: { type: 'string', multiple: true },
      'ask-subset': { type: 'string', default: 'paper' },
      judgments: { type: 'string' },
      csv: { type: 'boolean', default: false },
      scores: { type: 'string' },
      json: { type: 'boolean', default: false },
      cases: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      'known-bad': { type: 'string' },
      'exclude-known-bad': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    help: 'option',
    required: { names: ['results'], message: '--results PATH is required.' },
  });
  if (!parsed.ok) return parsed.exitCode;
  const { values } = parsed;
  const { results } = values;
  // Runs of a format that `gar` reads with the neutral table (none of the formats Calibration Lens ships).
  const neutral = await neutralGarRuns(results);
  if (neutral.length) return garOfRuns(adapterReads(neutral), [], { json: values.json, cases: values.cases, knownBad: null, excludeKnownBad: false });
  const tau2Files = await tau2RunFiles(results);
  if (tau2Files) {
    const both = await bfclRunPaths(results);
    if (both.length) {
      console.error(`--results names BFCL runs (${both.join(', ')}) and tau2 runs (${countOf(tau2Files.length, 'file')}): one command reads one benchmark. Run calibration-lens gar once with the BFCL paths and once with the tau2 ones.`);
      return 2;
    }
    const { tau2Gar } = await commands();
    return tau2Gar(tau2Files, { tasks: values.tasks ?? [], askSubset: values['ask-subset']!, json: values.json, cases: values.cases, csv: values.csv, judgments: values.judgments ?? null });
  }
  if (results.length > 1) {
    console.error(`No tau2 run was found under ${results.join(', ')}, and BFCL results are read from one --results PATH at a time.`);
    return 2;
  }
  if (values.tasks || values.csv || values.judgments) {
    console.error('--tasks, --csv and --judgments apply to tau2 runs; no tau2 run was found under --results.');
    return 2;
  }

  if (values['exclude-known-bad'] && !values['known-bad']) {
    console.error('--exclude-known-bad needs --known-bad FILE: the list of items to leave out.');
    return 2;
  }
  const knownBad = values['known-bad'] ? await readKnownBad(values['known-bad']) : null;
  if (knownBad && !knownBad.ok) {
    console.error(knownBad.message);
    return 2;
  }
  const knownBadList = knownBad?.ok ? knownBad.list : null;

  let bfcl;
  try {
    bfcl = await bfclGarRuns(results[0]!, values.scores, values.strict, (jobs, options, read) => readInParallel(jobs, options, read, READER));
  } catch (e) {
    if (e instanceof DiscoveryError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  }
  return garOfRuns(bfcl.reads, bfcl.warnings, { json: values.json, cases: values.cases, knownBad: knownBadList, excludeKnownBad: values['exclude-known-bad'] });
}
