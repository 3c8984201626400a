// `calibration-lens case --results FILE --case ID [--data DIR] [--json]`: one case's gold path in the
// terminal, for developers who live in a shell.
import { resolve } from 'node:path';
import { parseCommandLine } from './commandLine';
import { bfclCaseCommand, isTau2Run, tau2CaseCommand } from './formatCommands';

export const CASE_USAGE = `Usage: calibration-lens case --results FILE --case ID [--data DIR] [--json]
       calibration-lens case --results TAU2_RUN --case SIMULATION_ID|TASK_ID [--trial N] [--tasks FILE] [--json]

One case turn by turn: the model's calls as the grader decoded them beside the ground truth, and
the grader's verdict at the turn it blames.
  --results FILE  a BFCL_v{3,4}_multi_turn_<category>_result.json file
  --case ID       the case id, e.g. multi_turn_base_0
  --data DIR      BFCL's test data folder (bfcl_eval/data); default: bfcl_eval/data,
                  bfcl-eval-data/ or data/ found above the result file; not used when its
                  questions are not the run's (same ids, other user messages)
  --json          print JSON (turns counted from 0, ground truth as BFCL writes it)

For a tau2-bench run (a results file, or a dir-layout run's folder or results.json), one
simulation: the task's expected actions beside the trajectory's calls with tau2's action
checks, the DB check, the communicate and NL checks, the user scenario, and the conversation.
  --case ID       the simulation id (or its first 8+ characters), or a task id
  --trial N       which trial, when the task ran more than once
  --tasks FILE    take the expected actions from this tasks.json (default: the run's own tasks)
  --json          print JSON (expected actions as the task writes them)`;

export async function caseCommand(args: string[]): Promise<number> {
  const parsed = parseCommandLine(args, {
    usage: CASE_USAGE,
    options: {
      results: { type: 'string' },
      case: { type: 'string' },
      data: { type: 'string' },
      tasks: { type: 'string', multiple: true },
      trial: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    help: 'option',
    required: { names: ['results', 'case'], message: '--results FILE and --case ID are required.' },
  });
  if (!parsed.ok) return parsed.exitCode;
  const { values } = parsed;
  const resultFile = resolve(values.results);
  if (await isTau2Run(resultFile)) {
    const trial = values.trial === undefined ? null : Number(values.trial);
    if (trial !== null && !Number.isInteger(trial)) {
      console.error(`--trial must be a whole number (got "${values.trial}").`);
      return 2;
    }
    return tau2CaseCommand(resultFile, values.case, { tasks: (values.tasks ?? []).map((t) => resolve(t)), trial, json: values.json });
  }
  if (values.tasks || values.trial !== undefined) {
    console.error('--tasks and --trial apply to tau2 runs; the --results given is not one.');
    return 2;
  }
  return bfclCaseCommand(resultFile, values.case, { data: values.data ? resolve(values.data) : null, json: values.json });
}
