// `calibration-lens confirm`: its options read, the tau2 runs of --results found, then tau2's own
// command (its folder's cli/confirmCommand.ts, wired in by formatCommands.ts).
import { parseCommandLine } from './commandLine';
import { confirmCommand } from './formatCommands';
import { tau2RunFiles } from './tau2RunFiles';

export const CONFIRM_USAGE = `Usage: calibration-lens confirm --judgments FILE [--models NAME...] [--results PATH...] [--json]

The paper's Tab. 3 (confirmation before database writes) from a judgments file in the paper's
format (tau2_confirm_judgments.jsonl: one judged write per line): per model and domain, GAR (share
of judged writes confirmed), Acc (share whose simulation passed), GAR - Acc and n. Rows, as
confirm_table.py gives them: the paper's 11 for the released file, else the file's models in the
order they first appear.
  --models NAME   the rows to print, in this order (repeatable: --models gpt-5 --models Qwen3-8B)
  --results PATH  tau2 runs (repeatable): the heuristic that marks likely unconfirmed writes (ours,
                  not the paper's judge) against the judge on the writes both cover, by simulation
                  id: confusion, agreement and Cohen's kappa
  --json          print JSON`;

export async function confirmCli(argv: string[]): Promise<number> {
  const parsed = parseCommandLine(argv, {
    usage: CONFIRM_USAGE,
    options: {
      judgments: { type: 'string' }, models: { type: 'string', multiple: true }, results: { type: 'string', multiple: true }, json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    help: 'option',
    required: { names: ['judgments'], message: '--judgments FILE is required.' },
  });
  if (!parsed.ok) return parsed.exitCode;
  const { values } = parsed;
  let runs: string[] = [];
  if (values.results?.length) {
    const found = await tau2RunFiles(values.results);
    if (!found) {
      console.error(`No tau2 run was found under ${values.results.join(', ')}: --results of confirm takes tau2 runs.`);
      return 2;
    }
    runs = found;
  }
  return confirmCommand(values.judgments, runs, values.json, values.models ?? []);
}
