// BFCL's answer to the editor's gold-path features (core/document/caseGold.ts): each case's gold path
// read when first asked, from its result line (the editor's text when the file is open), the score
// file's failure line and the test data of calibrationLens.bfclDataFolder (else found above the run),
// then kept with the run's version. A case whose gold cannot be read says why in the case view, and
// in a hover over a turn's label.
import type { CaseViewWithGold, RunGold } from '../../document/caseGold';
import type { FormatGold, GoldReads } from '../../document/formatAdapter';
import type { ResultModel } from '../../document/fileModel';
import { timedPasses } from '../../files/onePass';
import { HELD_OUT_PREFIX } from '../caseDocument';
import { goldPathFromLines, type GoldPathOutcome } from '../goldPath/caseSources';
import { withGoldColumn } from '../goldPath/caseViewGold';
import { heldOutLabel, heldOutMessageOf } from '../goldPath/missFacts';
import { scoreFileCounts } from '../join';
import { bfclDivergence, bfclHover } from './caseGold';

/** The setting that names the test data folder (`bfcl_eval/data`). */
const DATA_FOLDER_KEY = 'bfclDataFolder';

export const bfclGold: FormatGold = {
  settings: [{ key: DATA_FOLDER_KEY, list: false }],
  // A miss_func harness's message that returns the held-out functions, as the case view labels it.
  showsSentMessage: (text) => text.startsWith(`  ${HELD_OUT_PREFIX}`),
  readRun: async (model, reads) => bfclRunGold(model, reads),
};

/**
 * How long the files asked for one case's gold path answer the next cases': the Problems ask every
 * failed case at once, and each asks the same test data folders and files (17 asks a case on the
 * sample, each a round trip through the window in the web worker host).
 */
const PASS_MS = 5_000;

function bfclRunGold(model: ResultModel, reads: GoldReads): RunGold {
  const kept = new Map<string, Promise<GoldPathOutcome>>();
  const files = timedPasses(reads.files, PASS_MS);
  const outcomeOf = (id: string): Promise<GoldPathOutcome> => {
    let outcome = kept.get(id);
    if (!outcome) {
      outcome = caseOutcome(model, id, { ...reads, files: files() });
      kept.set(id, outcome);
      // A read that failed is tried again when next asked, not kept for the run's version.
      outcome.catch(() => kept.get(id) === outcome && kept.delete(id));
    }
    return outcome;
  };
  return {
    async divergenceOf(kase) {
      const outcome = await outcomeOf(kase.id);
      return outcome.ok ? bfclDivergence(model, kase, outcome.path) : null;
    },
    async hoverAt(kase, _line, column, startsHere) {
      // A case is one line: its gold shows where it starts.
      if (!startsHere) return null;
      const outcome = await outcomeOf(kase.id);
      if (!outcome.ok) {
        // Only over a turn's label: elsewhere the line's own hovers speak.
        return kase.turns.some((t) => column >= t.span.start && column < t.span.end && !t.emissions.some((e) => column >= e.span.start && column < e.span.end))
          ? { message: `Gold path: ${outcome.message}` }
          : null;
      }
      return bfclHover(kase, outcome.path, column);
    },
    async withColumn(id, doc, layout): Promise<CaseViewWithGold> {
      const outcome = await outcomeOf(id);
      if (!outcome.ok) return { doc: { ...doc, text: `${doc.text}\nGold path: ${outcome.message}\n` }, goldMarks: [], divergenceLines: [] };
      return withGoldColumn(doc, outcome.path, layout);
    },
    async testDataOf(id) {
      const outcome = await outcomeOf(id);
      return outcome.ok && outcome.dataNotUsed === null ? outcome.dataFolder?.folder ?? null : null;
    },
    async testDataNotUsed(id) {
      const outcome = await outcomeOf(id);
      return outcome.ok ? outcome.dataNotUsed : null;
    },
    async sentMessage(id, text) {
      const outcome = await outcomeOf(id);
      if (!outcome.ok) return null;
      const message = outcome.path.turns
        .flatMap((t) => t.userMessages)
        .find((m) => {
          const heldOut = heldOutMessageOf(m);
          return heldOut !== null && text.includes(heldOutLabel(heldOut));
        });
      return message === undefined ? null : { who: "The harness's message", what: "sent as the user's words: the docs of the held-out functions it returns.", text: message };
    },
  };
}

/** The case's gold path from its lines: the result line, its failure line, another failure line to tell whose the test data is. */
async function caseOutcome(model: ResultModel, id: string, reads: GoldReads): Promise<GoldPathOutcome> {
  const kase = model.caseById.get(id);
  const resultLine = kase ? await reads.lineOf(model.path, kase.line) : null;
  const scoreFile = model.score?.path ?? null;
  const failure = model.score?.failures.get(id) ?? null;
  const scoreLine = scoreFile && failure ? await reads.lineOf(scoreFile, failure.line) : null;
  const witness = model.score ? [...model.score.failures.values()].filter((f) => f.id !== id).sort((a, b) => a.line - b.line)[0] : undefined;
  const folder = reads.settingPaths.get(DATA_FOLDER_KEY)?.[0] ?? null;
  return goldPathFromLines({
    resultFile: model.path,
    id,
    resultLine,
    scoreFile,
    scoreLine,
    scoreCounts: model.score ? scoreFileCounts(model.score) : null,
    dataFolder: folder ? { folder, how: 'setting' } : null,
    witnessLine: scoreFile && witness ? await reads.lineOf(scoreFile, witness.line) : null,
  }, reads.files);
}
