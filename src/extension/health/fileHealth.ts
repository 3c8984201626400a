// The run-health findings of one open run file, for the Problems panel and the case view: the same
// checks as `gar` and the panel (core/runHealth), over the file's own cases, with the known-bad list
// of calibrationLens.knownBadItemsFile. Each model is checked once (its findings are kept with it).
import type { ResultModel } from '../../core/document/fileModel';
import { hostFiles } from '../../core/files/hostFiles';
import { readText } from '../../core/files/fileAccess';
import type { RunCases } from '../../core/model/runCases';
import type { Finding } from '../../core/model/finding';
import { parseKnownBad, type KnownBadRead } from '../../core/runHealth/knownBadItems';
import { runHealth } from '../../core/runHealth/runHealth';
import { formatOf } from '../../core/formats/registry';
import { knownBadItemsFile } from '../settingPaths';

export interface FileHealth {
  findings: Finding[];
  knownBadProblem: string | null;
}

/** Per model, for the known-bad list it was checked with: a changed setting checks it again. */
const checked = new WeakMap<ResultModel, { list: string | null; found: Promise<FileHealth> }>();

/** The file's findings, and what is wrong with the known-bad list when it cannot be read. */
export function fileHealth(model: ResultModel): Promise<FileHealth> {
  const list = knownBadItemsFile();
  const kept = checked.get(model);
  if (kept && kept.list === list) return kept.found;
  const found = check(model);
  checked.set(model, { list, found });
  return found;
}

async function check(model: ResultModel): Promise<FileHealth> {
  const list = await knownBad();
  const findings = await runHealth(fileRun(model), { files: hostFiles, knownBad: list?.ok ? list.list : null });
  return { findings, knownBadProblem: list && !list.ok ? list.message : null };
}

/** The setting's list, read; null when the setting is empty. */
export async function knownBad(): Promise<KnownBadRead | null> {
  const file = knownBadItemsFile();
  if (!file) return null;
  const text = await readText(hostFiles, file);
  return text === null ? { ok: false, message: `calibrationLens.knownBadItemsFile: ${file} cannot be read.` } : parseKnownBad(file, text);
}

/** The file as a run of its own rows (BFCL: its one category). */
function fileRun(model: ResultModel): RunCases {
  const oneGroup = formatOf(model.benchmark).fileIsOneGroup;
  return {
    benchmark: model.benchmark,
    model: '',
    resultsRoot: model.path,
    scoresRoot: model.score?.path ?? null,
    groups: model.rows.filter((r) => r.subset === undefined).map((r) => ({
      group: r.group,
      goldClasses: [r.goldClass],
      resultFile: model.path,
      scoreFile: r.scoreFile,
      cases: oneGroup ? model.read.cases : model.read.cases.filter((c) => c.group === r.group),
      reportedAcc: r.acc,
      scoreCounts: r.scoreCounts,
      warnings: [],
    })),
    warnings: [],
    problems: [],
  };
}
