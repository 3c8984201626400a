// `calibration-lens label`: appends one decision to the store, with the same checks and guarantees
// as the editor. Anything that does not name a real case, turn and step is refused, nothing written.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { parseBfclFileName, runFolderOf, scoreFileFor } from '../core/bfcl/fileNames';
import { joinScores } from '../core/bfcl/join';
import { readResultFile } from '../core/bfcl/resultFile';
import { readScoreFile } from '../core/bfcl/scoreFile';
import { CLASSIFIER_RULES_VERSION } from '../core/classify/rulesVersion';
import { sha256File } from '../core/export/stamp';
import { appendDecision } from '../core/labels/appendDecision';
import { CASE_VERDICTS, CaseVerdictSchema, LABEL_SCHEMA_VERSION, parseHumanClass, type LabelDecision } from '../core/labels/decisionSchema';
import { gitUserName } from '../core/labels/defaultAuthor';
import { runRelativePath } from '../core/labels/runContext';
import { defaultStorePath } from '../core/labels/storePath';

export const LABEL_USAGE = `Usage: calibration-lens label --results FILE --case ID --turn T --step S (--class CLASS | --none)
                       [--rationale TEXT] [--author NAME] [--store FILE]
       calibration-lens label --results FILE --case ID --verdict ${CASE_VERDICTS.join('|')} [--rationale TEXT] ...

Appends one decision to the label store (default: .calibration-lens/labels.jsonl in the run folder).
  --turn T --step S  0-based indices into the case's result list and the turn's list (BFCL)
  --message I        a tau2 message, its index in messages
  --class CLASS      tool_call, ask, refuse, confirm or other, in any case (TOOL_CALL, Ask)
  --none             the emission carries no action class
  --verdict V        a verdict on the whole case instead of one emission
  --author NAME      default: git config user.name`;

export async function labelCommand(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        results: { type: 'string' }, case: { type: 'string' }, turn: { type: 'string' }, step: { type: 'string' },
        message: { type: 'string' }, class: { type: 'string' }, none: { type: 'boolean', default: false },
        verdict: { type: 'string' }, rationale: { type: 'string', default: '' }, author: { type: 'string' },
        store: { type: 'string' },
      },
      strict: true,
    }));
  } catch (e) {
    return refuse(`${(e as Error).message}\n\n${LABEL_USAGE}`);
  }
  if (!values.results || !values.case) return refuse(`--results FILE and --case ID are required.\n\n${LABEL_USAGE}`);
  const results = resolve(values.results);
  if (!existsSync(results)) return refuse(`${values.results} does not exist.`);
  if (parseBfclFileName(results)?.kind !== 'result') return refuse(`${values.results} is not a BFCL multi-turn result file (BFCL_v4_multi_turn_<category>_result.json); label takes one result file.`);
  const author = values.author ?? gitUserName();
  if (!author) return refuse('No author: pass --author NAME, or set git config user.name.');

  const read = await readResultFile(results);
  const kase = read.cases.find((c) => c.id === values.case);
  if (!kase) return refuse(`${values.results} has no case ${values.case}; nothing was written.`);
  const runFolder = runFolderOf(results);
  const common = {
    v: LABEL_SCHEMA_VERSION, file: runRelativePath(runFolder, results), sha256: await sha256File(results), case: kase.id,
    rulesVersion: CLASSIFIER_RULES_VERSION, rationale: values.rationale, author, time: new Date().toISOString(),
  } as const;

  let decision: LabelDecision;
  if (values.verdict !== undefined) {
    if (values.turn !== undefined || values.step !== undefined || values.message !== undefined || values.class !== undefined || values.none) {
      return refuse('--verdict decides the whole case: leave out --turn, --step, --message, --class and --none.');
    }
    const verdict = CaseVerdictSchema.safeParse(values.verdict);
    if (!verdict.success) return refuse(`--verdict must be one of ${CASE_VERDICTS.join(', ')}, not "${values.verdict}".`);
    const scorePath = scoreFileFor(results);
    if (scorePath) joinScores(read, await readScoreFile(scorePath));
    const gold = kase.gold[0] ?? null;
    const boundViolation = kase.verdict?.outcome === 'passed' && gold !== null && !kase.classes.includes(gold);
    decision = { ...common, kind: 'case', verdict: verdict.data, boundViolation };
  } else {
    if (values.message !== undefined) return refuse(`${values.results} is a BFCL file: its emissions are named by --turn and --step; --message names a tau2 message.`);
    if ((values.class === undefined) === !values.none) return refuse(`Give either --class CLASS or --none (or --verdict for the whole case).\n\n${LABEL_USAGE}`);
    const human = values.none ? 'none' : parseHumanClass(values.class!);
    if (!human) return refuse(`"${values.class}" is not a class: use tool_call, ask, refuse, confirm or other (any case), or --none.`);
    const turn = index(values.turn);
    const step = index(values.step);
    if (turn === null || step === null) return refuse('--turn and --step must both be given, as 0-based whole numbers.');
    if (turn >= kase.turns.length) return refuse(`Case ${kase.id} has ${kase.turns.length} turn(s) (0 to ${kase.turns.length - 1}), so there is no turn ${turn}; nothing was written.`);
    const emissions = kase.turns[turn]!.emissions;
    if (step >= emissions.length) return refuse(`Turn ${turn} of case ${kase.id} has ${emissions.length} step(s), so there is no step ${step}; nothing was written.`);
    const emission = emissions[step]!;
    decision = { ...common, kind: 'emission', turn, step, classifier: emission.cls ? [emission.cls] : [], human };
  }
  const store = values.store ? resolve(values.store) : defaultStorePath(runFolder);
  await appendDecision(store, decision);
  const what = decision.kind === 'case' ? `verdict ${decision.verdict}` : `${decision.human.toUpperCase()} at turn ${decision.turn} step ${decision.step}`;
  console.log(`Saved ${author}'s ${what} on ${kase.id} to ${store}.`);
  return 0;
}

function index(text: string | undefined): number | null {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : null;
}

function refuse(message: string): number {
  console.error(message);
  return 2;
}
