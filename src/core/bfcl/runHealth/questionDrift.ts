// `version-drift` (BFCL): a run read beside BFCL test data whose questions are not the ones the run
// recorded (`inference_log`'s begin_of_turn_query against the data file's `question`). BFCL revises
// items between releases, so the run was made from another version of the data than the one found,
// and what is taken from that data for its cases (the offered tools, the gold path) may not fit them.
import type { Category } from '../categories';
import { BFCL_CATEGORIES } from '../categories';
import { findTestDataFolder, readTestCase, TEST_DATA_FOLDERS } from '../goldPath/testData';
import type { FileAccess } from '../../files/fileAccess';
import type { GroupCases } from '../../model/runCases';
import { countOf } from '../../text/countOf';
import type { Finding, FindingCase } from '../../model/finding';
import { differingExcerpts, questionPrint, userTexts } from '../recordedQuestions';

export async function questionDrift(groups: readonly GroupCases[], files: FileAccess): Promise<Finding | null> {
  const cases: FindingCase[] = [];
  const perGroup: string[] = [];
  const folders = new Set<string>();
  for (const g of groups) {
    if (!(BFCL_CATEGORIES as readonly string[]).includes(g.group)) continue;
    const recorded = g.cases.filter((c) => c.facts?.asked);
    if (recorded.length === 0) continue;
    const data = await findTestDataFolder(files, g.resultFile, null);
    if (!data) continue;
    let compared = 0;
    let differing = 0;
    for (const c of recorded) {
      const entry = (await readTestCase(files, data.folder, g.group as Category, c.id))?.entry;
      if (!entry) continue;
      compared++;
      const turn = firstDifference(c.facts!.asked!, entry.question.map((t) => questionPrint(userTexts(t))));
      if (!turn) continue;
      differing++;
      folders.add(data.folder);
      const [asks, asked] = differingExcerpts(turn.data, turn.run);
      const detail = `turn ${turn.index + 1}: the test data asks "${asks}", the run asked "${asked}"`;
      cases.push({ id: c.id, group: g.group, file: c.file ?? g.resultFile, line: c.line, detail });
    }
    if (differing) perGroup.push(`${g.group} ${differing} of ${compared}`);
  }
  if (cases.length === 0) return null;
  const first = cases[0]!;
  const message =
    `${countOf(cases.length, 'case')} recorded other questions than the BFCL test data found beside the run, in ${[...folders].join(', ')} (${perGroup.join('; ')}; ` +
    `first: ${first.id}, ${first.detail}): the run was made from another version of the test data (BFCL revises items between releases), ` +
    `so the tools offered and the gold path taken from it may not be these cases'. Put the test data the run was made from above the run (${TEST_DATA_FOLDERS}).`;
  return { code: 'version-drift', severity: 'warning', message, groups: [...new Set(cases.map((c) => c.group!))], cases };
}

/** The first turn where both record the user's words and they differ; a turn one side leaves empty (miss_func's held-out turn) tells nothing. */
export function firstDifference(run: readonly string[], data: readonly string[]): { index: number; run: string; data: string } | null {
  for (let t = 0; t < Math.min(run.length, data.length); t++) {
    if (run[t] === '' || data[t] === '' || run[t] === data[t]) continue;
    return { index: t, run: run[t]!, data: data[t]! };
  }
  return null;
}
