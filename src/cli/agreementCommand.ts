// `calibration-lens agreement`: classifier vs annotators and annotators vs each other, over the
// emissions both labelled, from one or more label stores; and GAR with the human labels.
import { DiscoveryError } from '../core/bfcl/discover';
import { loadLabelledRuns } from '../core/annotation/loadLabelledRuns';
import { agreementReport } from '../core/metrics/agreementReport';
import { humanGarRows } from '../core/metrics/humanGar';
import { agreementJson } from '../core/export/agreementJson';
import { agreementTable } from './agreementTable';
import { parseCommandLine } from './commandLine';
import { tasksOfFlag } from './tau2Tasks';

export const AGREEMENT_USAGE = `Usage: calibration-lens agreement --labels FILE [--labels FILE ...] --results PATH [--tasks FILE ...] [--json]

Cohen's kappa (overall and per class, one against the rest), raw agreement, the confusion matrix and n
for the classifier against every annotator and every two annotators, over the emissions both labelled;
Krippendorff's alpha when more than two annotators labelled; GAR with the human labels in place of the
classifier's where they decided. Stale decisions (the result file changed) are not counted.
A tau2 message's label is its set of classes: raw agreement, kappa, alpha and the confusion matrix take
the set as one value (exact agreement), the per-class kappas each class against the rest (in the set or
not). --tasks: tau2 tasks.json whose gold replaces the pinned gold of its domain, as in \`gar\`.`;

export async function agreementCommand(args: string[]): Promise<number> {
  const parsed = parseCommandLine(args, {
    usage: AGREEMENT_USAGE,
    options: { labels: { type: 'string', multiple: true }, results: { type: 'string' }, tasks: { type: 'string', multiple: true }, json: { type: 'boolean', default: false } },
    help: 'anywhere',
    required: { names: ['results', 'labels'], message: '--labels FILE and --results PATH are required.' },
  });
  if (!parsed.ok) return parsed.exitCode;
  const { values } = parsed;
  const tasks = await tasksOfFlag(values.tasks ?? []);
  if (!tasks) return 2;
  let loaded;
  try {
    loaded = await loadLabelledRuns(values.results, values.labels, { tasks });
  } catch (e) {
    if (e instanceof DiscoveryError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  }
  const report = agreementReport(loaded.decisions);
  const gar = humanGarRows(loaded.runs, loaded.decisions);
  if (values.json) process.stdout.write(`${JSON.stringify(agreementJson(report, gar, loaded.warnings), null, 2)}\n`);
  else process.stdout.write(`${agreementTable(report, gar)}\n`);
  for (const w of loaded.warnings) console.error(`warning: ${w}`);
  return loaded.warnings.length ? 1 : 0;
}
