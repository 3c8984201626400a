// BFCL's test data for a synthetic run, in the layout of bfcl_eval/data: one question file and one
// possible-answer file per category, and the function docs by back-end (multi_turn_func_doc/). The
// cases of each model are its own (every model plays other conversations under the same ids), so each
// model gets its own data folder, result/<model>/data/, which the gold path finds above the run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Category } from './casePlan';
import { functionDoc, functionsOf } from './functionDocs';
import { dumps, type JsonValue } from './pyJson';

/** BFCL's file name for each back-end's docs (bfcl_eval/data/multi_turn_func_doc/). */
const DOC_FILES: { [cls: string]: string } = {
  GorillaFileSystem: 'gorilla_file_system.json',
  TwitterAPI: 'posting_api.json',
  TicketAPI: 'ticket_api.json',
  MessageAPI: 'message_api.json',
  VehicleControlAPI: 'vehicle_control.json',
  TradingBot: 'trading_bot.json',
};

export interface CaseTestData {
  id: string;
  entry: JsonValue;
  groundTruth: JsonValue;
}

/** The folder a model's test data goes to. */
export const testDataFolder = (out: string, model: string): string => join(out, 'result', model, 'data');

/** Writes one category's question and answer files; returns the paths written. */
export function writeCategoryTestData(folder: string, category: Category, cases: readonly CaseTestData[]): string[] {
  const name = `BFCL_v4_multi_turn_${category}.json`;
  mkdirSync(join(folder, 'possible_answer'), { recursive: true });
  const questions = join(folder, name);
  const answers = join(folder, 'possible_answer', name);
  writeFileSync(questions, cases.map((c) => `${dumps(c.entry)}\n`).join(''));
  writeFileSync(answers, cases.map((c) => `${dumps({ id: c.id, ground_truth: c.groundTruth })}\n`).join(''));
  return [questions, answers];
}

/** Writes the function docs of every back-end, one doc per line; returns the paths written. */
export function writeFunctionDocs(folder: string): string[] {
  const dir = join(folder, 'multi_turn_func_doc');
  mkdirSync(dir, { recursive: true });
  return Object.entries(DOC_FILES).map(([cls, file]) => {
    const path = join(dir, file);
    writeFileSync(path, functionsOf([cls]).map((name) => `${dumps(functionDoc(name))}\n`).join(''));
    return path;
  });
}
