// `calibration-lens labels`: the latest decision per key and author, with stale and unreadable lines
// among the warnings; or every decision with its context, as CSV or JSON Lines.
import { DiscoveryError } from '../core/model/discoveryError';
import { decisionRecord, decisionsCsv, decisionsJsonl } from '../core/export/exportDecisions';
import { loadLabelledRuns } from '../core/annotation/loadLabelledRuns';
import { placeLabel } from '../core/annotation/emissionPlace';
import { runDisplayNames } from '../core/annotation/runDisplayName';
import { decisionTexts } from '../core/export/decisionTexts';
import { parseCommandLine, usageError } from './commandLine';

export const LABELS_USAGE = `Usage: calibration-lens labels --results PATH [--store FILE] [--json | --csv | --jsonl]

Lists the latest decision per key and author in the label store of each run under PATH (BFCL or tau2)
(default store: .calibration-lens/labels.jsonl in the run folder), each line naming its run and its
emission as the editor does: turns and steps counted from 1 (T2 · step 1), a tau2 message by its index.
  --json   {"decisions": [...], "warnings": [...]}; turn, step and message are 0-based indices, as
           the store and the label command's --turn, --step and --message take them
  --csv, --jsonl  every decision with its context (emission text, classes, rationale)`;

export async function labelsCommand(args: string[]): Promise<number> {
  const parsed = parseCommandLine(args, {
    usage: LABELS_USAGE,
    options: {
      results: { type: 'string' }, store: { type: 'string' },
      json: { type: 'boolean', default: false }, csv: { type: 'boolean', default: false }, jsonl: { type: 'boolean', default: false },
    },
    help: 'anywhere',
    required: { names: ['results'], message: '--results PATH is required.' },
  });
  if (!parsed.ok) return parsed.exitCode;
  const { values } = parsed;
  if ([values.json, values.csv, values.jsonl].filter(Boolean).length > 1) return usageError('Choose one of --json, --csv and --jsonl.', LABELS_USAGE).exitCode;
  let loaded;
  try {
    loaded = await loadLabelledRuns(values.results, values.store ? [values.store] : []);
  } catch (e) {
    if (e instanceof DiscoveryError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  }
  const { decisions, warnings } = loaded;
  // tau2 message texts stay in the file: read for the decisions that need them.
  const texts = values.json || values.csv || values.jsonl ? await decisionTexts(decisions) : new Map();
  const records = () => decisions.map((d) => decisionRecord(d, texts));
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ decisions: records(), warnings }, null, 2)}\n`);
  } else if (values.csv) {
    process.stdout.write(decisionsCsv(decisions, texts));
  } else if (values.jsonl) {
    process.stdout.write(decisionsJsonl(decisions, texts));
  } else {
    if (decisions.length === 0) console.log(`No decisions in ${loaded.stores.join(', ')}.`);
    // Numbered as the editor and the case view number them (turns and steps from 1), with the run named.
    const names = runDisplayNames(loaded.runs);
    for (const [i, d] of records().entries()) {
      const where = d.turn !== null ? placeLabel({ turn: d.turn, step: d.step! }) : d.message !== null ? placeLabel({ message: d.message }) : d.rubric_item ?? 'case';
      const run = decisions[i]!.run;
      const runText = run ? names.get(run.id) ?? run.model : 'unknown run';
      const classifier = d.kind === 'emission' ? ` (classifier ${d.classifier.map((c) => c.toUpperCase()).join('+') || 'no class'})` : '';
      const human = d.kind === 'emission' ? d.human.toUpperCase() : d.human;
      console.log(`${d.stale ? 'STALE ' : ''}${runText} · ${d.case} ${where}: ${human}${classifier} by ${d.author} at ${d.time}${d.rationale ? `: ${d.rationale}` : ''}`);
    }
  }
  for (const w of warnings) console.error(`warning: ${w}`);
  return warnings.length ? 1 : 0;
}
