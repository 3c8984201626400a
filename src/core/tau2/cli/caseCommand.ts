// `calibration-lens case` on a tau2 run: one simulation's gold path (the expected actions beside the
// trajectory's calls with tau2's checks, the DB, communicate and NL checks, the user scenario), then
// its conversation, or all of it as JSON.
import { buildTau2GoldPath, type Tau2GoldPath } from '../goldPath';
import { alignmentLines, checkLines, scenarioLines, tau2HeaderLines } from '../goldPathText';
import { conversationLines } from '../conversationLines';
import { tasksOfFlag, unusedTasksWarnings } from './tasksFlag';
import { readOneSimulation } from '../oneSimulation';
import { localDisk } from '../../files/localDisk';
import { dirLayoutOf } from '../readResults';
import { isTau2File } from '../discoverTau2';

const TEXT_LIMIT = 200;

/** A tau2 results file by its content, or a dir-layout run (its folder or results.json): what `label` takes. */
export async function isTau2Results(path: string): Promise<boolean> {
  return (await isTau2File(path)) || (await dirLayoutOf(path)) !== null;
}

/** A tau2 results file, or a dir-layout run (its folder or results.json), by content. */
export async function isTau2Run(path: string): Promise<boolean> {
  if (await dirLayoutOf(path)) return true;
  return localDisk().statNow(path)?.kind === 'file' && (await isTau2File(path));
}

export async function tau2CaseCommand(results: string, id: string, options: { tasks: string[]; trial: number | null; json: boolean }): Promise<number> {
  const userTasks = await tasksOfFlag(options.tasks);
  if (!userTasks) return 2;
  const outcome = await readOneSimulation(results, { id, trial: options.trial });
  if (!outcome.ok) {
    console.error(outcome.message);
    return 2;
  }
  for (const w of unusedTasksWarnings(userTasks, [outcome.found.info?.domain ?? null])) console.error(`warning: ${w}`);
  const path = buildTau2GoldPath(outcome.found, userTasks);
  if (options.json) {
    process.stdout.write(`${JSON.stringify(tau2CaseJson(path), null, 2)}\n`);
    return 0;
  }
  const sections = [
    [...tau2HeaderLines(path).map((l) => l.text), `Results file: ${path.file}:${path.line}`],
    scenarioLines(path).map((l) => l.text),
    alignmentLines(path).map((l) => l.text),
    checkLines(path).map((l) => l.text),
    [`── Conversation (${outcome.found.messages.length} messages) ${'─'.repeat(30)}`, ...conversationLines(outcome.found.messages, TEXT_LIMIT).map((l) => l.text)],
  ].filter((s) => s.length);
  process.stdout.write(`${sections.map((s) => s.join('\n')).join('\n\n')}\n`);
  return 0;
}

/** The gold path with the expected actions exactly as the task writes them. */
export function tau2CaseJson(path: Tau2GoldPath): unknown {
  return {
    benchmark: 'tau2',
    simulation_id: path.simulationId,
    task_id: path.taskId,
    trial: path.trial,
    domain: path.domain,
    results_file: path.file,
    line: path.line,
    reward: path.reward,
    termination_reason: path.termination,
    early_end: path.earlyEnd,
    reward_basis: path.rewardBasis,
    reward_breakdown: path.rewardBreakdown,
    grade_note: path.gradeNote,
    gold_classes: path.goldClasses,
    gold_class_source: path.goldClassSource,
    expected_actions_source: path.taskSource,
    notes: path.notes,
    purpose: path.purpose,
    user_scenario: path.instructions,
    first_divergence_row: path.firstDivergence,
    alignment: path.rows.map((r) => ({
      kind: r.kind,
      call: r.model ? { message: r.model.message, index: r.model.index, requestor: r.model.requestor, line: r.model.line, text: r.model.call.text, write: r.model.write, error: r.model.error } : null,
      expected_action: r.action,
      differing: r.differing,
      check: r.check ? { action_match: r.check.matched, action_reward: r.check.reward, tool_type: r.check.toolType } : null,
    })),
    db_check: path.db ? { db_match: path.db.match, db_reward: path.db.reward } : null,
    communicate_checks: path.communicate,
    nl_assertions: path.nlAssertions,
  };
}
