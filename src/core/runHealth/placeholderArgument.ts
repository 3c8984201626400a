// `placeholder-argument`: a call whose argument is empty or a placeholder ("", "<…>", "YOUR_…",
// "placeholder", "unknown", "N/A") was made without the information, often where the gold action
// is to ask (runs-in-practice.md §3). A hint: some such values are what the user asked for.
import type { GroupCases } from '../model/runCases';
import type { Finding, FindingCase } from '../model/finding';

export function placeholderArgument(groups: readonly GroupCases[]): Finding | null {
  const cases: FindingCase[] = [];
  const perGroup: string[] = [];
  for (const g of groups) {
    let calls = 0;
    for (const c of g.cases) {
      for (const call of c.facts?.calls ?? []) {
        if (call.placeholders.length === 0) continue;
        calls++;
        const args = call.placeholders.map(([name, value]) => `${name}=${JSON.stringify(value)}`).join(', ');
        cases.push({ id: c.id, group: g.group, file: c.file ?? g.resultFile, line: c.line, turn: call.turn, step: call.step, detail: `turn ${call.turn + 1}, step ${call.step + 1}: ${call.name}(${args})` });
      }
    }
    if (calls > 0) perGroup.push(`${g.group} ${calls}`);
  }
  if (cases.length === 0) return null;
  return {
    code: 'placeholder-argument',
    severity: 'hint',
    message: `Calls with an empty or placeholder argument (${perGroup.join(', ')}): made without the value, often where the model should have asked. Check them in the case view.`,
    groups: [...new Set(cases.map((c) => c.group!))],
    cases,
  };
}
