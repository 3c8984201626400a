// `calibration-lens case` as text: the case turn by turn, the gold column under each turn's messages,
// the grader's verdict at the turn it blames.
import { goldHeaderLines, turnGoldLines, verdictLines } from '../goldPath/goldPathText';
import type { GoldPath } from '../goldPath/types';
import { heldOutLabel, heldOutMessageOf } from '../goldPath/missFacts';
import type { CaseFiles } from './caseFiles';

const USER_LIMIT = 300;
const TEXT_LIMIT = 160;

export function caseText(path: GoldPath, files: CaseFiles): string {
  const out: string[] = [];
  out.push(`${path.id}${path.category ? ` · ${path.category}` : ''}`);
  out.push(`Result file: ${files.resultFile}`);
  out.push(`Score file: ${files.scoreFile ?? 'none found beside the result file'}`);
  out.push(`Test data: ${files.data ? `${files.data.folder} (${files.data.how}${files.dataNotUsed ? "; not used: another run's, see below" : ''})` : 'not found'}`);
  out.push(...goldHeaderLines(path).map((l) => l.text));
  for (const turn of path.turns) {
    out.push('', `── Turn ${turn.index + 1} ${'─'.repeat(50)}`);
    for (const m of turn.userMessages) {
      // The harness's message returning held-out functions is not the user's words: named, its docs in --json.
      const heldOut = heldOutMessageOf(m);
      out.push(heldOut ? `  Harness: ${heldOutLabel(heldOut)}; their docs are in --json` : `  User: ${short(m, USER_LIMIT)}`);
    }
    out.push(...turnGoldLines(path, turn.index).map((l) => l.text));
    for (const t of turn.texts) out.push(`  model text, step ${t.step + 1} (${t.cls === null ? 'NO CLASS' : t.cls.toUpperCase()}): ${short(t.text, TEXT_LIMIT)}`);
    if (path.verdict.turn === turn.index) out.push(...verdictLines(path.verdict).map((l) => l.text));
  }
  if (path.verdict.turn === null || path.verdict.turn >= path.turns.length) {
    out.push('', `── Verdict ${'─'.repeat(50)}`, ...verdictLines(path.verdict).map((l) => l.text));
  }
  return `${out.join('\n')}\n`;
}

function short(text: string, max: number): string {
  const one = text.replace(/\r\n|\r|\n/g, ' ⏎ ');
  return one.length <= max ? one : `${one.slice(0, max)}… (${one.length - max} more characters)`;
}
