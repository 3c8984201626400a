// `calibration-lens label`: appends one decision to the store, with the same checks and guarantees
// as the editor. Anything that does not name a real case and emission (a BFCL turn and step, a tau2
// message) is refused, and nothing is written.
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import type { ActionClass } from '../core/classify/actionClass';
import { sha256File } from '../core/files/fileHash';
import { appendDecision } from '../core/annotation/appendDecision';
import { withCaseFile } from '../core/annotation/caseFile';
import { CASE_VERDICTS, CaseVerdictSchema, emissionPlaceOf, humanClassesOf, parseHumanClass, type LabelDecision } from '../core/annotation/decisionSchema';
import { nodeFiles } from '../env/node/nodeFiles';
import { placeLabel } from '../core/annotation/emissionPlace';
import { classSetText } from '../core/annotation/humanClasses';
import { caseVerdictDecision, emissionDecision, type DecisionContext } from '../core/annotation/newDecision';
import { notAStore } from '../core/annotation/storeGuard';
import { defaultStorePath } from '../core/annotation/storePath';
import { emissionAtPlace, type Case, type Emission } from '../core/model/model';
import { formatOf, runFolderOf } from '../core/formats/registry';
import { possessive } from '../core/text/possessive';
import { parseCommandLine } from './commandLine';
import { bfclLabelCases, isTau2Results } from './formatCommands';

export const LABEL_USAGE = `Usage: calibration-lens label --results FILE --case ID --turn T --step S (--class CLASS | --none)
                       [--rationale TEXT] [--author NAME] [--store FILE]
       calibration-lens label --results TAU2_FILE --case SIM_ID --message I (--class CLASS... | --none) ...
       calibration-lens label --results FILE --case ID --verdict ${CASE_VERDICTS.join('|')} [--rationale TEXT] ...

Appends one decision to the label store (default: .calibration-lens/labels.jsonl in the run folder).
  --turn T --step S  0-based indices into the case's result list and the turn's list (BFCL); the
                     editor and the tables count from 1, so T2 · step 1 there is --turn 1 --step 0
  --message I        a tau2 assistant message, its 0-based index in the simulation's messages (the
                     number the case view prints in brackets)
  --class CLASS      tool_call, ask, refuse, confirm or other, in any case (TOOL_CALL, Ask); a tau2
                     message takes a set: repeat --class, or join them (ask+confirm)
  --none             the emission carries no action class
  --verdict V        a verdict on the whole case instead of one emission
  --author NAME      default: git config user.name`;

interface LabelTarget {
  benchmark: 'bfcl' | 'tau2';
  cases: readonly Case[];
}

export async function labelCommand(args: string[]): Promise<number> {
  const parsed = parseCommandLine(args, {
    usage: LABEL_USAGE,
    options: {
      results: { type: 'string' }, case: { type: 'string' }, turn: { type: 'string' }, step: { type: 'string' },
      message: { type: 'string' }, class: { type: 'string', multiple: true }, none: { type: 'boolean', default: false },
      verdict: { type: 'string' }, rationale: { type: 'string', default: '' }, author: { type: 'string' },
      store: { type: 'string' },
    },
    help: 'anywhere',
    required: { names: ['results', 'case'], message: '--results FILE and --case ID are required.' },
  });
  if (!parsed.ok) return parsed.exitCode;
  const { values } = parsed;
  const results = resolve(values.results);
  if (!existsSync(results)) return refuse(`${values.results} does not exist.`);
  const author = values.author ?? nodeFiles.local.gitUserName();
  if (!author) return refuse('No author: pass --author NAME, or set git config user.name.');
  const target = await labelTarget(results, values.case, values.verdict !== undefined);
  if (!target) return refuse(`${values.results} is neither a BFCL multi-turn result file (BFCL_v4_multi_turn_<category>_result.json) nor a tau2 results file; label takes one result file.`);

  const kase = target.cases.find((c) => c.id === values.case);
  if (!kase) return refuse(`${values.results} has no ${target.benchmark === 'tau2' ? 'simulation' : 'case'} ${values.case}; nothing was written.`);
  const runFolder = runFolderOf(results);
  const ctx: DecisionContext = { resultFile: results, runFolder, sha256: await sha256File(results), author, now: new Date() };

  let decision: LabelDecision;
  if (values.verdict !== undefined) {
    if (values.turn !== undefined || values.step !== undefined || values.message !== undefined || values.class !== undefined || values.none) {
      return refuse('--verdict decides the whole case: leave out --turn, --step, --message, --class and --none.');
    }
    const verdict = CaseVerdictSchema.safeParse(values.verdict);
    if (!verdict.success) return refuse(`--verdict must be one of ${CASE_VERDICTS.join(', ')}, not "${values.verdict}".`);
    decision = caseVerdictDecision(ctx, kase, verdict.data, values.rationale);
  } else {
    const emission = target.benchmark === 'tau2' ? tau2Emission(values, kase, values.results) : bfclEmission(values, kase, values.results);
    if (typeof emission === 'string') return refuse(emission);
    if ((values.class === undefined) === !values.none) return refuse(`Give either --class CLASS or --none (or --verdict for the whole case).\n\n${LABEL_USAGE}`);
    const human = values.none ? [] : classesOf(values.class!, emission, formatOf(target.benchmark).decisionClasses);
    if (typeof human === 'string') return refuse(human);
    decision = emissionDecision(ctx, kase.id, emission, human, values.rationale);
  }
  const store = values.store ? resolve(values.store) : defaultStorePath(runFolder);
  const refusal = await notAStore(store);
  if (refusal) return refuse(`${refusal} The decision was not saved; name a .jsonl store with --store, or leave it out for ${defaultStorePath(runFolder)}.`);
  try {
    await appendDecision(store, await withCaseFile(decision, results, runFolder));
  } catch (err) {
    return refuse((err as Error).message);
  }
  const what = decision.kind === 'case' ? `verdict ${decision.verdict}` : `${classSetText(humanClassesOf(decision))} at ${placeLabel(emissionPlaceOf(decision))}`;
  console.log(`Saved ${possessive(author)} ${what} on ${kase.id} to ${store}.`);
  return 0;
}

/**
 * The result file's cases (with their score file joined for a verdict), or null when it is not a run
 * file. Of a BFCL file only case `id` keeps its turns, so a file of any size takes little memory.
 */
async function labelTarget(results: string, id: string, forVerdict: boolean): Promise<LabelTarget | null> {
  const bfcl = await bfclLabelCases(results, id, forVerdict);
  if (bfcl) return { benchmark: 'bfcl', cases: bfcl };
  if (!(await isTau2Results(results))) return null;
  // Read as every labelling read reads a tau2 run: its format's adapter.
  const loaded = await formatOf('tau2').labelling.readRun({ benchmark: 'tau2', run: results, origin: 0 }, {});
  const file = loaded.run ? [...loaded.run.files.values()][0] : undefined;
  return file ? { benchmark: 'tau2', cases: file.read.cases } : null;
}

type EmissionFlags = { turn?: string; step?: string; message?: string };

function bfclEmission(values: EmissionFlags, kase: Case, results: string): Emission | string {
  if (values.message !== undefined) return `${results} is a BFCL file: its emissions are named by --turn and --step; --message names a tau2 message.`;
  const turn = index(values.turn);
  const step = index(values.step);
  if (turn === null || step === null) return '--turn and --step must both be given, as 0-based whole numbers.';
  if (turn >= kase.turns.length) return `Case ${kase.id} has ${kase.turns.length} turn(s) (0 to ${kase.turns.length - 1}), so there is no turn ${turn}; nothing was written.`;
  const emissions = kase.turns[turn]!.emissions;
  if (step >= emissions.length) return `Turn ${turn} of case ${kase.id} has ${emissions.length} step(s), so there is no step ${step}; nothing was written.`;
  return emissions[step]!;
}

function tau2Emission(values: EmissionFlags, kase: Case, results: string): Emission | string {
  if (values.turn !== undefined || values.step !== undefined) return `${results} is a tau2 file: its emissions are assistant messages, named by --message (the index in messages); --turn and --step name a BFCL step.`;
  const message = index(values.message);
  if (message === null) return '--message must be given, as a 0-based whole number (the index of an assistant message in the simulation\'s messages).';
  const emission = emissionAtPlace(kase, { message });
  if (emission) return emission;
  const messages = kase.simulation?.messages ?? [];
  const role = messages.find((m) => m.index === message)?.role;
  const assistant = messages.filter((m) => m.role === 'assistant').map((m) => m.index);
  const listed = assistant.length > 12 ? `${assistant.slice(0, 12).join(', ')}, …` : assistant.join(', ');
  const why = role ? `Message ${message} of simulation ${kase.id} is a ${role} message` : `Simulation ${kase.id} has no message ${message} (it has ${messages.length}, 0 to ${messages.length - 1})`;
  return `${why}; only assistant messages are emissions (${listed || 'none here'}). Nothing was written.`;
}

/** The classes named by --class (repeated, or joined with + or ,), checked against what the emission's format lets an annotator give (`choices`). */
function classesOf(flags: readonly string[], emission: Emission, choices: readonly ActionClass[]): ActionClass[] | string {
  const names = flags.flatMap((f) => f.split(/[+,]/)).map((n) => n.trim()).filter(Boolean);
  const classes: ActionClass[] = [];
  for (const name of names) {
    const cls = parseHumanClass(name);
    if (!cls || cls === 'none') return `"${name}" is not a class: use ${choices.join(', ').replace(/, ([^,]*)$/, ' or $1')} (any case), or --none.`;
    if (!choices.includes(cls)) return `"${name}" is not a class the paper gives a tau2 message: use ${choices.join(', ').replace(/, ([^,]*)$/, ' or $1')} (any case), or --none.`;
    classes.push(cls);
  }
  if (!('message' in emission.place) && new Set(classes).size > 1) return `A BFCL emission has one class: give one --class, not ${classes.join(' and ')}.`;
  return classes;
}

function index(text: string | undefined): number | null {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : null;
}

function refuse(message: string): number {
  console.error(message);
  return 2;
}
