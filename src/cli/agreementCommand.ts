// `calibration-lens agreement`: classifier vs annotators and annotators vs each other, over the
// emissions both labelled, from one or more label stores; and GAR with the human labels.
import { parseArgs } from 'node:util';
import { DiscoveryError } from '../core/bfcl/discover';
import { loadLabelledRuns } from '../core/labels/loadLabelledRuns';
import { agreementReport } from '../core/metrics/agreementReport';
import { humanGarRows } from '../core/metrics/humanGar';
import { agreementJson } from '../core/labels/agreementJson';
import { agreementTable } from './agreementTable';

export const AGREEMENT_USAGE = `Usage: calibration-lens agreement --labels FILE [--labels FILE ...] --results PATH [--json]

Cohen's kappa (overall and per class, one against the rest), raw agreement, the confusion matrix and n
for the classifier against every annotator and every two annotators, over the emissions both labelled;
Krippendorff's alpha when more than two annotators labelled; GAR with the human labels in place of the
classifier's where they decided. Stale decisions (the result file changed) are not counted.`;

export async function agreementCommand(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { labels: { type: 'string', multiple: true }, results: { type: 'string' }, json: { type: 'boolean', default: false } },
      strict: true,
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${AGREEMENT_USAGE}`);
    return 2;
  }
  if (!values.results || !values.labels?.length) {
    console.error(`--labels FILE and --results PATH are required.\n\n${AGREEMENT_USAGE}`);
    return 2;
  }
  let loaded;
  try {
    loaded = await loadLabelledRuns(values.results, values.labels);
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
