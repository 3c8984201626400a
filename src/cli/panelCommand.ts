// `calibration-lens panel`: every run found under the paths (BFCL and tau2), the paper's triple per
// category, and the runs ranked by overall Acc beside by GAR where no tool call was right.
import { byFamily, panelTable } from '../core/export/panelTable';
import { panelCsv } from '../core/export/panelCsv';
import { loadSummaries, NothingToShowError } from '../core/load/loadSummaries';
import { readFamiliesFile } from '../core/load/familiesSource';
import { runName } from '../core/metrics/runName';
import { formatProblem } from '../core/model/model';
import { parseCommandLine } from './commandLine';
import { panelJson, panelText } from './panelText';

export const PANEL_USAGE = `Usage: calibration-lens panel --results PATH [--results PATH ...] [--families FILE] [--by-family] [--json | --csv]

The panel of runs: for every run found under the paths (BFCL and tau2-bench), per category the
paper's triple (GAR, TOOL_CALL emit rate, Acc); each run's rank by overall Acc beside its rank by
GAR on the no-tool-call categories (BFCL miss_func and miss_param; tau2's ASK and REFUSE rows), and
the shift between the two (GAR rank - Acc rank: places lost when ranked by the right action).
  --families FILE  a JSON file {"families": {"model name or pattern*": "family"}} (default: the
                   model name up to its size or date suffix, Qwen3-8B -> Qwen3)
  --by-family      one row per family: each number the plain mean of its runs'
  --json           print JSON
  --csv            one row per run (or family) and category

Exit status: 0 when everything was read; 1 when something could not be read (said on stderr);
2 for a usage error or nothing to read.`;

export async function panelCommand(args: string[]): Promise<number> {
  const parsed = parseCommandLine(args, {
    usage: PANEL_USAGE,
    options: {
      results: { type: 'string', multiple: true }, families: { type: 'string' }, 'by-family': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false }, csv: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false },
    },
    help: 'option',
    required: { names: ['results'], message: '--results PATH is required.' },
  });
  if (!parsed.ok) return parsed.exitCode;
  const { values } = parsed;
  if (values.json && values.csv) {
    console.error(`--json and --csv are two ways of printing the one table: give one.\n\n${PANEL_USAGE}`);
    return 2;
  }
  const { families, problem } = await readFamiliesFile(values.families ?? null);
  if (problem) console.error(problem);
  let trouble = problem !== null;
  let loaded;
  try {
    loaded = await loadSummaries(values.results);
  } catch (e) {
    if (!(e instanceof NothingToShowError)) throw e;
    console.error(e.message);
    return 2;
  }
  const perRun = panelTable(loaded.runs, families);
  const table = values['by-family'] ? byFamily(perRun) : perRun;
  const results = loaded.runs.map((r) => r.results);
  if (values.json) process.stdout.write(`${JSON.stringify(panelJson(table, results, loaded.runs.map((r) => r.model)), null, 2)}\n`);
  else if (values.csv) process.stdout.write(panelCsv(table, results));
  else process.stdout.write(`${panelText(table)}\n`);
  for (const w of loaded.warnings) console.error(`warning: ${w}`);
  for (const run of loaded.runs) {
    for (const w of run.warnings) console.error(`warning: ${runName(run)}: ${w}`);
    for (const p of run.problems) console.error(formatProblem(p));
    if (run.problems.length) trouble = true;
  }
  return trouble ? 1 : 0;
}
