// `text-replies-dropped`: BFCL's OpenAI-compatible handler (openai_completion.py) keeps the empty
// `tool_calls: []` that vLLM's server returns for a plain text reply and loses the text, in `result`
// and in `inference_log` (runs-in-practice.md §3). Such a run calls functions as API lists, ends its
// turns with `[]`, and holds no text reply at all: its ASK and REFUSE GAR are the harness's.
import { classLabel } from '../classify/actionClass';
import type { CaseFacts } from '../model/caseFacts';
import { pyFixed } from '../text/pyFixed';
import type { GroupCases } from '../model/runCases';
import type { Finding, FindingCase } from '../model/finding';

export function textRepliesDropped(groups: readonly GroupCases[]): Finding | null {
  const hit = groups.filter(dropsText);
  if (hit.length === 0) return null;
  const turns = sum(hit, (f) => f.turns);
  const ending = sum(hit, (f) => f.turnsEndingEmpty);
  const textGold = hit.filter((g) => g.goldClasses.some((c) => c === 'ask' || c === 'refuse'));
  // "the run" only where every group of several was read and hit; one file's check names its category.
  const wholeRun = hit.length > 1 && hit.length === groups.filter((g) => g.cases.some((c) => c.facts)).length;
  const where = wholeRun ? 'the run' : hit.map((g) => g.group).join(', ');
  const gar = textGold.map((g) => `${g.group} ${classLabel(g.goldClasses[0]!)} ${garOf(g)}`).join(', ');
  const message =
    `${ending} of ${turns} turns end in an empty step ([]) and no step of ${where} holds a text reply: ` +
    "BFCL's OpenAI-compatible handler (openai_completion.py) stores [] where a model served by vLLM answered in text, so " +
    `the ASK and REFUSE GAR of this run are the harness's, not the model's${gar ? ` (${gar})` : ''}. ` +
    'Generate the run again with a handler that keeps the text (ShishirPatil/gorilla pull requests #1316, #1328, #1351).';
  const cases: FindingCase[] = [];
  for (const g of hit) {
    for (const c of g.cases) {
      if (c.facts && c.facts.emptyListSteps > 0) cases.push({ id: c.id, group: g.group, file: c.file ?? g.resultFile, line: c.line });
    }
  }
  return { code: 'text-replies-dropped', severity: 'error', message, groups: hit.map((g) => g.group), cases };
}

/** A function-calling group (API call lists) with no text reply, whose turns end in [] at least half the time. */
function dropsText(g: GroupCases): boolean {
  const facts = g.cases.flatMap((c) => (c.facts ? [c.facts] : []));
  if (facts.length === 0) return false;
  const turns = facts.reduce((n, f) => n + f.turns, 0);
  const ending = facts.reduce((n, f) => n + f.turnsEndingEmpty, 0);
  return facts.some((f) => f.apiCallSteps > 0) && facts.every((f) => f.textSteps === 0) && ending > 0 && 2 * ending >= turns;
}

function garOf(g: GroupCases): string {
  const gold = g.goldClasses[0]!;
  return g.cases.length ? pyFixed((100 * g.cases.filter((c) => c.goldHits.includes(gold)).length) / g.cases.length, 1) : '-';
}

function sum(groups: readonly GroupCases[], of: (f: CaseFacts) => number): number {
  return groups.reduce((n, g) => n + g.cases.reduce((m, c) => m + (c.facts ? of(c.facts) : 0), 0), 0);
}
