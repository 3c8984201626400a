// `tool-not-offered`: calls to a function the case does not offer at that turn (miss_func's held-out
// function before the turn that adds it back, an excluded function, one no involved class has). The
// harness may still run them; the paper's CRI detector flags them as a model fault. Counted per category.
import type { Category } from '../categories';
import { BFCL_CATEGORIES } from '../categories';
import { findTestDataFolder, readTestCase } from '../goldPath/testData';
import type { FileAccess } from '../../files/fileAccess';
import type { GroupCases } from '../../model/runCases';
import type { Finding, FindingCase } from '../../model/finding';
import { FunctionDocs } from './offeredTools';

export async function toolNotOffered(groups: readonly GroupCases[], files: FileAccess): Promise<Finding | null> {
  const docs = new FunctionDocs(files);
  const cases: FindingCase[] = [];
  const perGroup: string[] = [];
  let noData = 0;
  for (const g of groups) {
    if (!(BFCL_CATEGORIES as readonly string[]).includes(g.group)) continue;
    const withCalls = g.cases.filter((c) => c.facts && c.facts.calls.length > 0);
    if (withCalls.length === 0) continue;
    const data = await findTestDataFolder(files, g.resultFile, null);
    if (!data) {
      noData += 1;
      continue;
    }
    let calls = 0;
    const hitCases = new Set<string>();
    for (const c of withCalls) {
      const test = await readTestCase(files, data.folder, g.group as Category, c.id);
      if (!test?.entry) continue;
      const offered = await docs.offered(data.folder, test.entry);
      for (const call of c.facts!.calls) {
        const why = offered.notOffered(call.name, call.turn);
        if (!why) continue;
        calls++;
        hitCases.add(c.id);
        cases.push({ id: c.id, group: g.group, file: c.file ?? g.resultFile, line: c.line, turn: call.turn, step: call.step, detail: `turn ${call.turn + 1}, step ${call.step + 1}: ${why}` });
      }
    }
    if (calls > 0) perGroup.push(`${g.group} ${calls} call${calls === 1 ? '' : 's'} in ${hitCases.size} of ${g.cases.length} cases`);
  }
  if (cases.length === 0) return null;
  const groupsHit = [...new Set(cases.map((c) => c.group!))];
  return {
    code: 'tool-not-offered',
    severity: 'warning',
    message:
      `Calls to a function the case does not offer at that turn (${perGroup.join('; ')}): a held-out function before it is added back, an excluded one, or one no involved class has. ` +
      'BFCL may still run them; each is marked on its emission.' +
      (noData ? ` ${noData} categor${noData === 1 ? 'y was' : 'ies were'} not checked: no BFCL test data was found above the run.` : ''),
    groups: groupsHit,
    cases,
  };
}
