// `calibration-lens agreement`: classifier vs annotators and annotators vs each other, over the
// emissions both labelled, from one or more label stores; and GAR with the human labels.
import { statSync } from 'node:fs';
import { DiscoveryError } from '../core/model/discoveryError';
import { loadLabelledRuns } from '../core/annotation/loadLabelledRuns';
import { writerFolderOf } from '../core/annotation/writerFiles';
import { agreementReport } from '../core/annotation/agreementReport';
import { humanGarRows } from '../core/annotation/humanGar';
import { agreementJson } from '../core/export/agreementJson';
import { agreementTable } from './agreementTable';
import { writeJson } from './jsonOut';
import { parseCommandLine } from './commandLine';
import { tasksOfFlag, tau2TasksSources } from './formatCommands';

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
  // A store given by name must be there: a mistyped path would read as an empty store and agree on nothing.
  const missing = values.labels.filter((path) => !storeIsThere(path));
  if (missing.length) {
    for (const path of missing) console.error(`--labels ${path}: ${hostFileKind(path) === 'none' ? 'no such file' : 'not a file'}. Give the label store (labels.jsonl) of each annotator.`);
    return 2;
  }
  const tasks = await tasksOfFlag(values.tasks ?? []);
  if (!tasks) return 2;
  let loaded;
  try {
    loaded = await loadLabelledRuns(values.results, values.labels, { sources: tau2TasksSources(tasks) });
  } catch (e) {
    if (e instanceof DiscoveryError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  }
  const report = agreementReport(loaded.decisions);
  const gar = humanGarRows(loaded.runs, loaded.decisions);
  if (values.json) await writeJson(agreementJson(report, gar, loaded.warnings));
  else process.stdout.write(`${agreementTable(report, gar)}\n`);
  for (const w of loaded.warnings) console.error(`warning: ${w}`);
  return loaded.warnings.length ? 1 : 0;
}

/** A store file, or only its writers' folder beside the store's name, as the web build writes it (writerFiles.ts). */
function storeIsThere(path: string): boolean {
  const kind = hostFileKind(path);
  return kind === 'file' || (kind === 'none' && statSync(writerFolderOf(path), { throwIfNoEntry: false })?.isDirectory() === true);
}

function hostFileKind(path: string): 'file' | 'other' | 'none' {
  const s = statSync(path, { throwIfNoEntry: false });
  return !s ? 'none' : s.isFile() ? 'file' : 'other';
}
