// The gold path as lines of text, each with a kind the views colour: the alignment of a turn as two
// columns (model │ ground truth), the marks of the first divergence and the blamed turn, the grader's
// verdict in words, and the miss_func / miss_param facts. The command prints these lines; the case view
// puts them under each turn. Turns are numbered from 1 as in every view (turnName.ts).
import { ALIGNMENT_MARKER as MARKER, goldColumns as columns, goldHead, type GoldLayout, type GoldLine, type GoldLineKind } from '../../goldPath/goldLines';
import type { AlignedCall } from './alignTurn';
import type { GraderVerdict } from './graderVerdict';
import { foldLoop, type RowGroup } from './loopFold';
import type { Writer } from './stateWriters';
import { turnName } from './turnName';
import { oneLine } from '../../document/caseView';
import type { GoldPath, GoldTurn } from './types';

export type { GoldLine, GoldLineKind } from '../../goldPath/goldLines';

const VALUE_EXCERPT = 140;

/**
 * One sentence for where the case leaves the gold path, as the Problems panel shows it: the first
 * divergence, else the turn the grader blames and what it found (divergence.ts).
 */
export function divergenceSentence(path: GoldPath): string | null {
  return path.divergence?.sentence ?? null;
}

/** Where the gold comes from and which version each side is; notes on what could not be read. */
export function goldHeaderLines(path: GoldPath): GoldLine[] {
  const v = (n: number | null) => (n === null ? 'unknown' : `BFCL v${n}`);
  const source =
    path.goldSource === 'score line' ? "ground truth from the score file's failure line (possible_answer)" : path.goldSource === 'test data' ? "ground truth from BFCL's test data (possible_answer/)" : 'ground truth unknown (see below)';
  const out: GoldLine[] = [{ kind: 'head', text: `Gold path: ${source}; results ${v(path.versions.results)}, test data ${path.testDataNotUsed ? "not used (another run's)" : path.versions.testData === null ? 'not found' : v(path.versions.testData)}.` }];
  for (const note of path.notes) out.push({ kind: 'note', text: `  ! ${note}` });
  const blamed = path.verdict.turn;
  if (path.firstDivergence !== null && blamed !== null && blamed !== path.firstDivergence) {
    out.push({ kind: 'note', text: `  ! The model first leaves the gold path in ${turnName(path.firstDivergence)}; the grader blames ${turnName(blamed)}.` });
  }
  return out;
}

/** The gold column of one turn: the alignment (side by side, or stacked for a narrow view), then the turn's marks. */
export function turnGoldLines(path: GoldPath, t: number, layout: GoldLayout = 'columns'): GoldLine[] {
  const turn = path.turns[t];
  if (!turn) return [];
  const out: GoldLine[] = [];
  if (turn.gold === null) {
    // Nothing to align with: the model's calls as they are, never marked extra.
    out.push({ kind: 'head', text: "  The model's calls (not aligned: the ground truth is unknown)" });
    if (turn.model.length === 0) out.push({ kind: 'note', text: '    (no call)' });
    for (const m of turn.model) out.push({ kind: 'note', text: `    ${m.call.text}` });
  } else {
    out.push(goldHead("The model's calls", `The ground truth's calls (${path.goldSource})`, layout));
    if (turn.rows.length === 0) out.push(...columns('   ', '(no call)', '(no call)', 'same', layout));
    // In the turn the harness cut, the calls the model repeated until then are one row with a count.
    const groups = t === path.verdict.forceQuit?.turn ? foldLoop(turn.rows) : turn.rows.map((row) => ({ rows: [row], times: 1 }));
    for (const group of groups) out.push(...groupLines(group, turn, layout));
  }
  if (t === path.firstDivergence) out.push({ kind: 'divergence', text: '  ◆ First divergence: the first turn where the model leaves the gold path.' });
  if (t === path.verdict.turn) out.push({ kind: 'divergence', text: `  ◆ The grader blames this turn (the grader's turn ${t}).` });
  if (path.missFunc?.gapTurn === t) out.push({ kind: 'note', text: `  ◆ ${missFuncSentence(path)}` });
  if (path.missParam?.askTurn === t) out.push({ kind: 'note', text: `  ◆ ${missParamSentence(path)}` });
  return out;
}

/** The grader's verdict in words, for the blamed turn (or the end when it names no turn). */
export function verdictLines(v: GraderVerdict): GoldLine[] {
  const out: GoldLine[] = [];
  const add = (text: string, kind: GoldLineKind = 'verdict') => out.push({ kind, text: `  ${text}` });
  if (v.status === 'unknown') return [{ kind: 'verdict', text: `  Verdict: unknown: ${v.unknownWhy ?? 'the score file cannot tell.'}` }];
  if (v.status === 'pass') return [{ kind: 'verdict', text: '  Verdict: PASS (the score file lists every failure its header counts, and not this case).' }];
  const at = v.turn === null ? '' : ` at ${turnName(v.turn)}`;
  add(`Verdict: FAIL · ${v.errorType ?? 'unknown error type'}${at}`);
  switch (v.errorType) {
    case 'multi_turn:execution_response_mismatch':
      add('The ground truth of this turn returns outputs that never appear among the model\'s outputs so far:');
      for (const item of v.missingItems) add(`  missing: ${oneLine(item)}`);
      add(`The model's outputs in this turn (${v.modelOutputs.length}):`, 'note');
      for (const item of v.modelOutputs) add(`  ${oneLine(item)}`, 'note');
      break;
    case 'multi_turn:instance_state_mismatch':
      add('After this turn the state differs from the ground truth\'s:');
      for (const d of v.stateDifferences) {
        const [model, gold, from] = excerpts(d.model, d.groundTruth);
        add(`  ${d.className}.${d.attribute} (differs from character ${from + 1})`);
        add(`    model:        ${model}`);
        add(`    ground truth: ${gold}`);
        add(`    last written by the model: ${writerText(d.modelWriter, d.className, d.attribute)}`);
        add(`    last written by the ground truth: ${writerText(d.goldWriter, d.className, d.attribute)}`);
      }
      break;
    case 'multi_turn:empty_turn_model_response':
      if (v.turn !== null) add(`The ground truth calls tools in ${turnName(v.turn)}, but the model made no call there.`);
      break;
    case 'multi_turn:force_terminated':
      if (v.forceQuit) add(`The model made ${v.forceQuit.steps} emissions in ${turnName(v.forceQuit.turn)} without ending it; the harness forced it to quit after 20 steps, so no later turn ran.`);
      break;
    default:
      break;
  }
  if (v.errorType !== 'multi_turn:force_terminated' && v.forceQuit) {
    add(`The harness forced the model to quit in ${turnName(v.forceQuit.turn)} after 20 steps (${v.forceQuit.steps} emissions); in the last turn that is graded as this mismatch, not as force_terminated.`, 'note');
  }
  for (const l of (v.message ?? '').split('\n')) if (l) add(`Grader's message: ${l}`, 'note');
  return out;
}

export function missFuncSentence(path: GoldPath): string {
  const f = path.missFunc!;
  const names = f.functions.join(', ');
  const did = actionText(f.atGap.kind, f.atGap.calls);
  const heldOut = f.calledHeldOut.length ? ` It called the held-out ${f.calledHeldOut.join(', ')} anyway (the harness still runs it).` : '';
  return `miss_func: ${names} ${f.functions.length === 1 ? 'is' : 'are'} held out in ${turnName(f.gapTurn)} and return${f.functions.length === 1 ? 's' : ''} in ${turnName(f.returnTurn)}. At the gap the model ${did}.${heldOut}`;
}

export function missParamSentence(path: GoldPath): string {
  const p = path.missParam!;
  const did = p.asked ? 'asked' : `did not ask: it ${actionText(p.atGap.kind, p.atGap.calls)}`;
  return `miss_param: a parameter is missing in ${turnName(p.askTurn)}; the model ${did}.${p.note ? ` ${p.note}` : ''}`;
}

function actionText(kind: string, calls: string[]): string {
  switch (kind) {
    case 'asked':
      return 'asked';
    case 'refused':
      return 'refused';
    case 'called':
      return `called ${calls.join(', ')}`;
    case 'answered':
      return 'answered without a call, neither asking nor refusing';
    default:
      return 'did nothing';
  }
}

/** One row, or a loop of extra calls folded into one row with its count. */
function groupLines(group: RowGroup, turn: GoldTurn, layout: GoldLayout): GoldLine[] {
  const row = group.rows[0]!;
  const writes = group.rows.some((r) => r.kind === 'extra' && turn.departures.includes(r));
  const kind: GoldLineKind = writes ? 'extraWrite' : row.kind;
  if (group.times > 1) {
    const model = `${group.times} times: ${group.rows.map((r) => r.model!.call.text).join(' · ')}`;
    const calls = group.rows.length === 1 ? 'this call' : `these ${group.rows.length} calls`;
    return columns(`  ${MARKER.extra}`, model, `${extraText(writes)}   ← ${calls} ${group.times} times in a row: the loop the harness cut`, kind, layout);
  }
  const model = row.model ? `${row.model.call.text}` : '';
  let gold = row.gold?.text ?? extraText(writes);
  if (row.kind === 'differs') gold += `   ← ${row.differing.join(', ')} differ${row.differing.length === 1 ? 's' : ''}${placeNote(row)}`;
  if (row.kind === 'missing') gold += '   ← never made';
  return columns(`  ${MARKER[row.kind]}`, model, gold, kind, layout);
}

function extraText(writes: boolean): string {
  return writes ? '(extra write: not in the ground truth)' : '(extra: not in the ground truth)';
}

/** `(assumed: its 1st positional argument is file_name, by place: no function doc names it)`. */
function placeNote(row: AlignedCall): string {
  if (row.namedByPlace.length === 0) return '';
  const named = row.namedByPlace.map(([i, name]) => `positional argument ${i + 1} is ${name}`).join(', ');
  return ` (assumed: ${named}, by place; no function doc names ${row.namedByPlace.length === 1 ? 'it' : 'them'})`;
}

function writerText(w: Writer | null, className: string, attribute: string): string {
  if (!w) return 'none found';
  if (w.known) return `${w.text} in turn ${w.turn + 1}`;
  return `a call of ${className} (which of its methods write ${attribute} is not known); the last one is ${w.text} in turn ${w.turn + 1}`;
}

/** Both values from a little before where they first differ. */
function excerpts(a: string, b: string): [string, string, number] {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const start = Math.max(0, i - 40);
  const cut = (s: string) => `${start > 0 ? '…' : ''}${s.slice(start, start + VALUE_EXCERPT)}${s.length > start + VALUE_EXCERPT ? '…' : ''}`;
  // A state holds file contents with line breaks: an excerpt stays one line of the view.
  return [oneLine(cut(a)), oneLine(cut(b)), i];
}

