// Confirmation before database writes in words, the same in a write's hover and in the case view:
// who judged the write and what they said (the paper's judge, or our heuristic named as such), and the
// ten messages before it as the paper's judge saw them (`[role] text`, tool calls by name only).
import { countOf } from '../text/countOf';
import { judgeWindow } from './confirmWindow';
import type { WriteVerdict } from './writeVerdicts';

/** The verdict and where it comes from, in one or two sentences. */
export function writeVerdictLines(w: WriteVerdict, judgmentsFile: string | null): string[] {
  if (w.source === 'judge') {
    const verdict = w.confirmed === null ? 'no verdict (the judge failed)' : w.confirmed ? 'confirmed' : 'not confirmed';
    return [`The paper's judge (${judgmentsFile}): ${verdict}.`, `Reasoning: ${w.reason}`];
  }
  return [
    `Heuristic (not the paper's judge): ${w.confirmed ? 'confirmed' : 'likely not confirmed'}, because ${w.reason}.`,
    judgmentsFile ? `The judgments file ${judgmentsFile} does not judge this write.` : 'Set calibrationLens.tau2JudgmentsFile to a judgments file to see the paper\'s verdict where it has one.',
  ];
}

/**
 * The window before the write, one line per message: line breaks shown as ⏎, each cut at `limit`
 * characters (saying how many more there are).
 */
export function windowLines(messages: readonly unknown[], w: WriteVerdict, limit: number): string[] {
  return judgeWindow(messages, w.messageIndex).map((text) => {
    const flat = text.replace(/\r\n|\r|\n/g, ' ⏎ ');
    return flat.length > limit ? `${flat.slice(0, limit)}… (${countOf(flat.length - limit, 'more character')})` : flat;
  });
}

/** The case view's section: every write of the simulation with its verdict (on its heading line) and its window. */
export function confirmationSection(
  messages: readonly unknown[], writes: readonly WriteVerdict[], judgmentsFile: string | null, limit: number,
): Array<{ text: string; write: WriteVerdict | null }> {
  if (writes.length === 0) return [{ text: "No database write: the agent called none of the domain's write tools.", write: null }];
  const plain = (text: string) => ({ text, write: null });
  return writes.flatMap((w, k) => {
    const window = windowLines(messages, w, limit);
    const verdict = w.confirmed === null ? 'no verdict' : w.confirmed ? 'confirmed' : 'not confirmed';
    return [
      ...(k ? [plain('')] : []),
      { text: `Write ${k + 1} of ${writes.length}: ${w.tool} (message ${w.messageIndex}, line ${w.line}) · ${verdict} (${w.source === 'judge' ? "the paper's judge" : 'heuristic'})`, write: w },
      ...writeVerdictLines(w, judgmentsFile).map((l) => plain(`  ${l}`)),
      plain(`  The ${window.length} messages before it, as the paper's judge saw them:`),
      ...window.map((l) => plain(`    ${l}`)),
    ];
  });
}
