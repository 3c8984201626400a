// A tau2 gold path as lines of text (see core/goldPath/goldLines): the simulation's reward and ending,
// the gold classes and where the expected actions come from, the user scenario, the expected actions
// beside the trajectory's calls with each action check, the DB check, and the communicate and NL
// checks. The command prints these lines; the case view shows them in its gold column.
import { ALIGNMENT_MARKER, goldColumns, goldHead, type GoldLayout, type GoldLine, type GoldLineKind } from '../goldPath/goldLines';
import type { Tau2Check, Tau2GoldPath, Tau2GoldRow } from './goldPath';
import { rewardText } from './rewardText';

/** `Reward 0.0 (DB 0.0 * COMMUNICATE 1.0) · ended by user_stop` (ASCII `*`: VS Code boxes `×` in the case view). */
export function outcomeLine(path: Tau2GoldPath): string {
  const breakdown = path.rewardBreakdown && Object.keys(path.rewardBreakdown).length
    ? ` (${Object.entries(path.rewardBreakdown).map(([k, v]) => `${k} ${rewardText(v)}`).join(' * ')})`
    : '';
  const ending = path.termination ?? 'unknown';
  return `Reward ${rewardText(path.reward)}${breakdown} · ended by ${ending}${path.earlyEnd ? ' (early: every check is null)' : ''}`;
}

export function tau2HeaderLines(path: Tau2GoldPath): GoldLine[] {
  const out: GoldLine[] = [];
  const add = (text: string, kind: GoldLineKind = 'head') => out.push({ text, kind });
  const trial = path.trial === null ? '' : ` · trial ${path.trial}`;
  add(`Simulation ${path.simulationId ?? '(no id)'} · task ${path.taskId}${trial} · ${path.domain ?? 'unknown domain'}`);
  add(outcomeLine(path), 'verdict');
  if (path.gradeNote) add(`  ${path.gradeNote}`, 'note');
  add(path.goldClasses
    ? `Gold classes: ${path.goldClasses.map((c) => c.toUpperCase()).join(', ')} (from ${path.goldClassSource})`
    : `Gold classes: unknown (no gold for ${path.domain ?? 'this domain'}: GAR needs gold; name a tasks.json with --tasks)`);
  add(`Expected actions: from ${path.taskSource ?? 'nowhere (unknown)'}`);
  for (const note of path.notes) add(`  ! ${note}`, 'note');
  return out;
}

export function scenarioLines(path: Tau2GoldPath): GoldLine[] {
  const out: GoldLine[] = [];
  if (path.purpose) out.push({ kind: 'head', text: `Purpose: ${oneLine(path.purpose)}` });
  if (path.instructions.length) {
    out.push({ kind: 'head', text: "User scenario (the simulated user's instructions):" });
    for (const i of path.instructions) out.push({ kind: 'note', text: `  ${i.part}: ${oneLine(i.text)}` });
  }
  return out;
}

/** The expected actions beside the trajectory's calls (or under them, stacked), then the first divergence. */
export function alignmentLines(path: Tau2GoldPath, layout: GoldLayout = 'columns'): GoldLine[] {
  const out: GoldLine[] = [
    { kind: 'head', text: "Expected actions beside the trajectory's calls (tau2 matches name and compared arguments, in any order):" },
    goldHead('Gold · trajectory', "expected action (tau2's check)", layout),
  ];
  if (path.rows.length === 0) out.push(...goldColumns('   ', '(no call)', path.taskSource ? '(no expected action)' : '?', 'same', layout));
  path.rows.forEach((row, i) => {
    out.push(...rowLines(row, layout));
    if (i === path.firstDivergence) out.push({ kind: 'divergence', text: '  ◆ The first expected action the trajectory does not match.' });
  });
  return out;
}

export function checkLines(path: Tau2GoldPath): GoldLine[] {
  const out: GoldLine[] = [];
  const db = path.db;
  if (db) {
    out.push({
      kind: db.match === false ? 'missing' : 'same',
      text: `DB check: ${db.match === null ? 'unknown' : db.match ? '✓ the database matches the one the expected actions produce' : '✗ the database differs from the one the expected actions produce'} (db_reward ${rewardText(db.reward)})${inBasis(path, 'DB')}`,
    });
  } else out.push({ kind: 'note', text: `DB check: none${path.earlyEnd ? ' (the simulation ended early)' : ''}` });
  out.push(...checkList('Communicate checks', path.communicate, inBasis(path, 'COMMUNICATE')));
  out.push(...checkList('NL assertions', path.nlAssertions, inBasis(path, 'NL_ASSERTION')));
  return out;
}

/** All of it, in the order the command prints it. */
export function tau2GoldPathLines(path: Tau2GoldPath): GoldLine[] {
  return [...tau2HeaderLines(path), ...scenarioLines(path), ...alignmentLines(path), ...checkLines(path)];
}

/** One sentence for the first divergence, as a problem or a status line says it. */
export function tau2DivergenceSentence(path: Tau2GoldPath): string | null {
  if (path.firstDivergence === null) return null;
  const row = path.rows[path.firstDivergence]!;
  const id = row.action?.action_id ? `${row.action.action_id} ` : '';
  if (row.kind === 'differs') return `Expected action ${id}${row.gold!.text}: the call in message ${row.model!.message} differs in ${row.differing.join(', ')}.`;
  return `Expected action ${id}${row.gold!.text} was never made.`;
}

/** One row of the alignment: the trajectory's call beside the expected action, with tau2's check. */
export function rowLines(row: Tau2GoldRow, layout: GoldLayout = 'columns'): GoldLine[] {
  const who = row.model?.requestor === 'user' ? 'user: ' : '';
  const model = row.model ? `msg ${row.model.message} ${who}${row.model.call.text}${row.model.error ? ' (tool error)' : ''}` : '';
  let gold = row.gold ? `${row.action?.action_id ? `${row.action.action_id} ` : ''}${row.gold.text}` : `(extra: not an expected action${row.model?.write ? '; a database write' : ''})`;
  if (row.kind === 'differs') gold += `   ← ${row.differing.join(', ')} differ${row.differing.length === 1 ? 's' : ''}`;
  if (row.kind === 'missing') gold += '   ← never made';
  if (row.action?.compare_args) gold += `   (compares ${row.action.compare_args.length ? row.action.compare_args.join(', ') : 'no argument'})`;
  if (row.gold) gold += `   ${checkText(row)}`;
  return goldColumns(`  ${ALIGNMENT_MARKER[row.kind]}`, model, gold, row.kind, layout);
}

function checkText(row: Tau2GoldRow): string {
  if (!row.check) return '[no check]';
  if (row.check.matched === null) return '[check: unknown]';
  return row.check.matched ? '[✓ matched]' : '[✗ not matched]';
}

function checkList(title: string, checks: Tau2Check[], basis: string): GoldLine[] {
  if (checks.length === 0) return [{ kind: 'note', text: `${title}: none${basis}` }];
  const out: GoldLine[] = [{ kind: 'head', text: `${title}${basis}:` }];
  for (const c of checks) {
    const mark = c.met === null ? '? not checked' : c.met ? '✓' : '✗';
    out.push({ kind: c.met === false ? 'missing' : c.met ? 'same' : 'note', text: `  ${mark} ${oneLine(c.text)}` });
    if (c.justification) out.push({ kind: 'note', text: `      ${oneLine(c.justification)}` });
  }
  return out;
}

function inBasis(path: Tau2GoldPath, component: string): string {
  if (!path.rewardBasis) return '';
  return path.rewardBasis.includes(component) ? ' (in the reward basis)' : ' (not in the reward basis: shown only)';
}

function oneLine(text: string): string {
  return text.replace(/\r\n|\r|\n/g, ' ⏎ ');
}
