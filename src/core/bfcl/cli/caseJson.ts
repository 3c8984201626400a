// `calibration-lens case --json`: the gold path with turns counted from 0 as BFCL counts them, and the
// ground-truth calls exactly as BFCL writes them (`possible_answer`).
import type { AlignedCall } from '../goldPath/alignTurn';
import type { GoldPath } from '../goldPath/types';
import { heldOutMessageOf } from '../goldPath/missFacts';
import type { CaseFiles } from './caseFiles';

export function caseJson(path: GoldPath, files: CaseFiles): unknown {
  const v = path.verdict;
  return {
    id: path.id,
    category: path.category,
    result_file: files.resultFile,
    score_file: files.scoreFile,
    test_data: files.data && files.dataNotUsed ? { ...files.data, not_used: files.dataNotUsed } : files.data,
    versions: { results: path.versions.results, test_data: path.versions.testData },
    gold_source: path.goldSource,
    notes: path.notes,
    ground_truth: path.groundTruth,
    first_divergence_turn: path.firstDivergence,
    divergence: path.divergence ? { turn: path.divergence.turn, step: path.divergence.row?.model?.step ?? null, sentence: path.divergence.sentence } : null,
    verdict: {
      status: v.status,
      unknown_why: v.unknownWhy,
      error_type: v.errorType,
      message: v.message,
      turn: v.turn,
      state_differences: v.stateDifferences.map((d) => ({
        class: d.className,
        attribute: d.attribute,
        model: d.model,
        ground_truth: d.groundTruth,
        model_last_write: d.modelWriter,
        ground_truth_last_write: d.goldWriter,
      })),
      missing_items: v.missingItems,
      model_outputs: v.modelOutputs,
      force_quit: v.forceQuit,
    },
    miss_func: path.missFunc,
    miss_param: path.missParam,
    turns: path.turns.map((t) => ({
      turn: t.index,
      user: t.userMessages,
      held_out_functions_returned: t.userMessages.map(heldOutMessageOf).find((m) => m !== null)?.names ?? null,
      model_calls: t.model.map((m) => ({ step: m.step, call: m.call.text, output: m.output })),
      model_texts: t.texts,
      ground_truth: t.gold,
      alignment: t.rows.map(rowJson),
    })),
  };
}

function rowJson(row: AlignedCall): unknown {
  return {
    kind: row.kind,
    model: row.model ? { step: row.model.step, call: row.model.call.text } : null,
    ground_truth: row.gold?.text ?? null,
    differing: row.differing,
    named_by_place: row.namedByPlace.map(([index, name]) => ({ index, name })),
  };
}
