// BFCL's test data for one case: its questions, ground truth (`possible_answer/`) and function docs
// (`multi_turn_func_doc/`). Found by an explicit folder (the setting, or `--data`), else by walking
// up from the run for `bfcl_eval/data/` (a gorilla checkout), `bfcl-eval-data/` (the data as
// published on its own) or a `data/` folder holding the files. Files are read once per modification
// time. Whether the folder found belongs to the run is checked where it is used (dataBelonging.ts).
// Read through a FileAccess: local disk in the command line and the desktop, vscode.workspace.fs in
// the web worker host and on a virtual workspace.
import { dirname, join } from 'node:path';
import type { FileAccess } from '../../files/fileAccess';
import { sameStamp } from '../../files/fileStamp';
import { beneathPass } from '../../files/onePass';
import type { Category } from '../categories';
import { FunctionDoc, issuesText, PossibleAnswer, TestEntry } from './schemas';

export type BfclVersion = 3 | 4;

export interface TestDataFolder {
  folder: string;
  /** How it was found, for the views to say. */
  how: 'setting' | '--data' | 'found above the run';
}

export interface TestCase {
  folder: string;
  version: BfclVersion;
  entry: TestEntry | null;
  groundTruth: string[][] | null;
  /** Parameter names in their documented order, by function name. */
  paramNames: Map<string, string[]>;
  /** What could not be read, as sentences. */
  problems: string[];
}

const VERSIONS: BfclVersion[] = [4, 3];

/** The folders looked for above a run, as the messages name them. */
export const TEST_DATA_FOLDERS = 'bfcl_eval/data, bfcl-eval-data/ or data/';

/** True when `folder` holds BFCL multi-turn question files. */
export async function holdsTestData(files: FileAccess, folder: string): Promise<boolean> {
  const entries = await files.list(folder);
  return entries !== null && entries.some((e) => /^BFCL_v[34]_multi_turn_\w+\.json$/.test(e.name));
}

/** The test data folder for a run file: `explicit` when given, else the nearest one above the file. */
export async function findTestDataFolder(files: FileAccess, runFile: string, explicit: TestDataFolder | null): Promise<TestDataFolder | null> {
  if (explicit) return explicit;
  let dir = dirname(runFile);
  for (;;) {
    for (const candidate of [join(dir, 'bfcl_eval', 'data'), join(dir, 'bfcl-eval-data'), join(dir, 'data')]) {
      if (await holdsTestData(files, candidate)) return { folder: candidate, how: 'found above the run' };
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The case's test data, or null when the folder has no question file for its category. The run's own
 * version is tried first (v3 runs beside v3 test data), then the others.
 */
export async function readTestCase(files: FileAccess, folder: string, category: Category, id: string, runVersion: BfclVersion | null = null): Promise<TestCase | null> {
  const order = runVersion === null ? VERSIONS : [runVersion, ...VERSIONS.filter((v) => v !== runVersion)];
  for (const version of order) {
    const name = `BFCL_v${version}_multi_turn_${category}.json`;
    const questions = join(folder, name);
    const questionLines = await cachedLines(files, questions);
    if (questionLines === null) continue;
    const problems: string[] = [];
    const entryValue = lineWithId(questions, questionLines, id, problems);
    let entry: TestEntry | null = null;
    if (entryValue !== undefined) {
      const parsed = TestEntry.safeParse(entryValue);
      if (parsed.success) entry = parsed.data;
      else problems.push(`The entry of ${id} in ${questions} is not a BFCL test entry (${issuesText(parsed.error)}).`);
    } else problems.push(`${questions} has no entry ${id}.`);
    const answers = join(folder, 'possible_answer', name);
    let groundTruth: string[][] | null = null;
    const answerLines = await cachedLines(files, answers);
    if (answerLines !== null) {
      const answerValue = lineWithId(answers, answerLines, id, problems);
      const parsed = answerValue === undefined ? null : PossibleAnswer.safeParse(answerValue);
      if (parsed?.success) groundTruth = parsed.data.ground_truth;
      else if (parsed) problems.push(`The answer of ${id} in ${answers} is not {id, ground_truth} (${issuesText(parsed.error)}).`);
      else problems.push(`${answers} has no answer for ${id}.`);
    } else problems.push(`${answers} is missing, so the ground truth of ${id} is unknown.`);
    return { folder, version, entry, groundTruth, paramNames: await functionParams(files, folder, problems), problems };
  }
  return null;
}

/** Parameter names of documented functions (`multi_turn_func_doc/*.json`, one doc per line). */
export async function functionParams(files: FileAccess, folder: string, problems: string[]): Promise<Map<string, string[]>> {
  const docs = join(folder, 'multi_turn_func_doc');
  const out = new Map<string, string[]>();
  const entries = await files.list(docs);
  if (entries === null) return out;
  const names = entries.filter((e) => e.kind === 'file' && e.name.endsWith('.json')).map((e) => e.name).sort();
  for (const name of names) {
    ((await cachedLines(files, join(docs, name))) ?? []).forEach((line, index) => {
      if (line.trim() === '') return;
      const doc = safeJson(line);
      const parsed = FunctionDoc.safeParse(doc);
      if (parsed.success) out.set(parsed.data.name, paramNamesOf(parsed.data));
      else problems.push(`Line ${index + 1} of ${join(docs, name)} is not a function doc (${issuesText(parsed.error)}).`);
    });
  }
  return out;
}

export function paramNamesOf(doc: FunctionDoc): string[] {
  return Object.keys(doc.parameters?.properties ?? {});
}

/** Per file system (local disk, a workspace's; a run-health pass's view counts as the one it asks), each file's lines by its path. */
const fileCaches = new WeakMap<FileAccess, Map<string, { mtimeMs: number; size: number; lines: string[] }>>();

/** The file's lines, read again only when its modification time or size changed; null when it is not a file. */
export async function cachedLines(files: FileAccess, path: string): Promise<string[] | null> {
  const stat = await files.stat(path);
  if (stat?.kind !== 'file') return null;
  // The stat above is the pass's own (asked anew each pass); the lines outlive the pass.
  const system = beneathPass(files);
  let cache = fileCaches.get(system);
  if (!cache) fileCaches.set(system, (cache = new Map()));
  const cached = cache.get(path);
  if (cached && sameStamp(cached, stat)) return cached.lines;
  const bytes = await files.readBytes(path);
  if (bytes === null) return null;
  const lines = new TextDecoder().decode(bytes).split('\n');
  cache.set(path, { mtimeMs: stat.mtimeMs, size: stat.size, lines });
  return lines;
}

/** The parsed line whose `id` is `id`; undefined when there is none. */
function lineWithId(path: string, lines: string[], id: string, problems: string[]): unknown {
  const needle = JSON.stringify(id);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.includes(needle)) continue;
    const value = safeJson(line);
    if (value === undefined) {
      problems.push(`Line ${i + 1} of ${path} is not valid JSON.`);
      continue;
    }
    if ((value as { id?: unknown }).id === id) return value;
  }
  return undefined;
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}
