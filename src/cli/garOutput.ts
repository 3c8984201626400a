// What `gar` prints of the runs it read, whatever their format: the table or JSON on stdout; on stderr
// the warnings about the files found, each run's health findings, warnings and problems; and the exit
// status (0 all read, 1 some lines not, 2 no case at all).
import type { KnownBadList } from '../core/runHealth/knownBadItems';
import type { RunSummary } from '../core/metrics/types';
import { runName } from '../core/metrics/runName';
import { findingLine, type Finding } from '../core/model/finding';
import { formatProblem } from '../core/model/model';
import { garJson } from './garJson';
import { garTable } from './garTable';

export interface GarPrint {
  json: boolean;
  cases: boolean;
  /** The known-bad list whose items were left out of every number; null when none was. */
  knownBadLeftOut: KnownBadList | null;
}

export function printGar(summaries: RunSummary[], findings: Finding[][], warnings: string[], print: GarPrint): number {
  if (print.json) {
    process.stdout.write(`${JSON.stringify(garJson(summaries, warnings, print.cases, findings), null, 2)}\n`);
  } else {
    process.stdout.write(`${summaries.map((s) => garTable(s, print.cases)).join('\n\n')}\n`);
  }
  for (const w of warnings) console.error(`warning: ${w}`);
  let problems = 0;
  for (const [i, s] of summaries.entries()) {
    for (const f of findings[i]!) console.error(findingLine(f, runName(s)));
    if (print.knownBadLeftOut) console.error(`${runName(s)}: the items of ${print.knownBadLeftOut.file} are left out of every number above.`);
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
