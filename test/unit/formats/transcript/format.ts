// A format that exists only for the tests: a JSON Lines transcript whose first line names the agent, and
// each further line one case with its group, its gold class, the agent's one reply and whether the
// grader passed it. It is written against the adapter alone (src/core/document/formatAdapter.ts) and
// reaches the program only through the registry (withFormats): the proof that a format costs its folder.
import { ACTION_CLASSES, classLabel, CLASS_PRIORITY, type ActionClass } from '../../../../src/core/classify/actionClass';
import { classifyText } from '../../../../src/core/classify/classifyText';
import { HEAD_CHARS, type FormatAdapter, type FormatGold, type FormatLabelling, type FormatSourceFiles } from '../../../../src/core/document/formatAdapter';
import { classText } from '../../../../src/core/document/caseView';
import type { FormatViews } from '../../../../src/core/document/formatViews';
import { formatPercent } from '../../../../src/core/document/labelPieces';
import type { ResultModel } from '../../../../src/core/document/fileModel';
import { runRelativePath, type CaseTexts } from '../../../../src/core/document/labelledRun';
import { caseLineIndex } from '../../../../src/core/document/lineIndex';
import { sha256File } from '../../../../src/core/files/fileHash';
import { readText, type FileAccess } from '../../../../src/core/files/fileAccess';
import { hostFiles } from '../../../../src/core/files/hostFiles';
import { summarizeGroup } from '../../../../src/core/metrics/summarizeGroup';
import type { CaseSummary } from '../../../../src/core/metrics/types';
import { placeText, type Case, type Emission, type Problem } from '../../../../src/core/model/model';
import type { GroupCases, RunCases } from '../../../../src/core/model/runCases';
import { fileNameOf, folderOf } from '../../../../src/core/path/pathNames';

const NAME = 'transcript';
const ownsHead = (head: string) => /^\s*\{\s*"transcript"\s*:/.test(head);

interface Transcript {
  agent: string;
  cases: Case[];
  problems: Problem[];
}

interface Entry {
  case: string;
  group: string;
  gold: ActionClass;
  reply: string;
  passed: boolean;
}

/** The setting that names gold files beside the runs: `{"<case>": "<class>", ...}`, a case's gold there replacing its line's. */
export const GOLD_SETTING = 'transcriptGoldFile';

/** Gold by case id from the files the setting names (a later file's wins), with a sentence for each that cannot be read. */
const sourceFiles: FormatSourceFiles = {
  settings: [{ key: GOLD_SETTING, list: true }],
  async read(paths) {
    const gold = new Map<string, ActionClass>();
    const problems: string[] = [];
    for (const file of paths.get(GOLD_SETTING) ?? []) {
      const text = await readText(hostFiles, file);
      if (text === null) problems.push(`Could not read the gold file ${file} (calibrationLens.${GOLD_SETTING}); each line's own gold is used.`);
      else for (const [id, cls] of Object.entries(JSON.parse(text) as Record<string, ActionClass>)) gold.set(id, cls);
    }
    return { sources: gold, problems };
  },
};

/** Line 1 names the agent; every other line is a case, or a problem that says where and what. */
function readTranscript(path: string, text: string, gold: ReadonlyMap<string, ActionClass> = new Map()): Transcript {
  const lines = text.split('\n');
  const head = JSON.parse(lines[0]!) as { transcript: string };
  const cases: Case[] = [];
  const problems: Problem[] = [];
  for (const [i, line] of lines.entries()) {
    if (i === 0 || line.trim() === '') continue;
    try {
      const entry = JSON.parse(line) as Entry;
      cases.push(caseOf({ ...entry, gold: gold.get(entry.case) ?? entry.gold }, line, i + 1));
    } catch (e) {
      problems.push({ file: path, line: i + 1, column: 1, message: `not a case: ${(e as Error).message}` });
    }
  }
  return { agent: head.transcript, cases, problems };
}

function caseOf(entry: Entry, line: string, lineNumber: number): Case {
  const decision = classifyText(entry.reply);
  const start = line.indexOf(JSON.stringify(entry.reply));
  const span = { start, end: start + JSON.stringify(entry.reply).length };
  const classes = decision.cls ? [decision.cls] : [];
  const emission: Emission = { turn: 0, step: 0, place: { turn: 0, step: 0 }, span, classes, cls: decision.cls, decision };
  return {
    id: entry.case, line: lineNumber, group: entry.group, gold: [entry.gold], goldHits: classes.includes(entry.gold) ? [entry.gold] : [],
    resultSpan: span, turns: [{ index: 0, span, emissions: [emission], cls: decision.cls }], inferenceError: null, classes,
    verdict: { outcome: entry.passed ? 'passed' : 'failed', errorType: null, errorMessage: null, scoreLine: null },
  };
}

/** The groups in the order they first appear, each scored on the gold classes its cases have. */
function groupsOf(path: string, t: Transcript): GroupCases[] {
  const names = [...new Set(t.cases.map((c) => c.group!))];
  return names.map((group) => {
    const cases = t.cases.filter((c) => c.group === group);
    const goldClasses = CLASS_PRIORITY.filter((cls) => cases.some((c) => c.gold.includes(cls)));
    return { group, goldClasses, resultFile: path, scoreFile: null, cases, reportedAcc: null, accFromVerdicts: true, scoreCounts: null, warnings: [] };
  });
}

async function textOf(files: FileAccess, path: string): Promise<string> {
  const text = await readText(files, path);
  if (text === null) throw new Error(`${path} could not be read.`);
  return text;
}

/** A transcript's cases are one a line, drawn by the neutral labels and hovers; its words are its own. */
const transcriptViews: FormatViews = {
  // No name tells a transcript: it is read whole.
  previewModel: () => null,
  casePieces: () => null,
  headerPieces: (header) => [{ text: `transcript of ${header.agent ?? 'an unnamed agent'}`, tone: 'header' }],
  lineFacts: () => [],
  lineHover: async () => null,
  violationSentence: (_kase, goldClass) => `Passed, but its one reply is not ${classLabel(goldClass)}`,
  violationRowNote: (s) => `${s.group}: GAR ${formatPercent(s.gar)}, Acc ${formatPercent(s.acc)} over the transcript's ${s.n} cases of the group.`,
  problems: () => [],
  // The class of its one reply beside the case's title, and the gold class under it.
  caseView: async ({ kase }) => {
    const cls = kase.turns[0]!.cls;
    return { ok: true, doc: { text: `${kase.id}: ${classText(cls)}\ngold: ${classText(kase.gold[0] ?? null)}`, marks: [{ line: 0, kind: 'title', cls }] }, gold: null };
  },
  scoreFileWarning: () => null,
};

/** A transcript's gold is one class per case, no path of calls: the gold-path features find nothing to show. */
const transcriptGold: FormatGold = {
  settings: [],
  showsSentMessage: () => false,
  readRun: async () => ({
    divergenceOf: async () => null,
    hoverAt: async () => null,
    withColumn: async () => null,
    testDataOf: async () => null,
    testDataNotUsed: async () => null,
    sentMessage: async () => null,
  }),
};

/**
 * A transcript is a run of its own, its store beside it: read whole, its gold a class per case, hit when
 * the one reply has it; a case's text is its line, its reply's the reply as the line spells it.
 */
const transcriptLabelling: FormatLabelling = {
  classSets: false,
  runFiles: { one: 'a transcript', many: 'transcripts' },
  commandLineRuns: null,
  runFolderOf: (found) => folderOf(found.run as string),
  async readRun(found, read) {
    const path = found.run as string;
    const t = readTranscript(path, await textOf(hostFiles, path), read.sources?.get(NAME) as ReadonlyMap<string, ActionClass> | undefined);
    const folder = folderOf(path);
    const relPath = runRelativePath(folder, path);
    const file = {
      path, relPath, sha256: await sha256File(path), benchmark: NAME, group: [...new Set(t.cases.map((c) => c.group))].join('+') || 'unknown',
      read: { path, category: null, cases: t.cases, problems: t.problems },
      goldClasses: CLASS_PRIORITY.filter((cls) => t.cases.some((c) => c.gold.includes(cls))), garCases: t.cases,
      goldHitsWith: (kase: Case, classesOf: (k: Case, e: Emission) => readonly ActionClass[]) => kase.gold.filter((g) => classesOf(kase, kase.turns[0]!.emissions[0]!).includes(g)),
    };
    return { run: { id: path, model: t.agent, folder, files: new Map([[relPath, file]]) }, warnings: [] };
  },
  caseTexts(fileText, path) {
    const texts: CaseTexts = new Map();
    const lines = fileText.split('\n');
    for (const kase of readTranscript(path, fileText).cases) {
      const line = lines[kase.line - 1]!;
      const e = kase.turns[0]!.emissions[0]!;
      texts.set(kase.id, { text: line, emissions: new Map([[placeText(e.place), line.slice(e.span.start, e.span.end)]]) });
    }
    return texts;
  },
};

export const transcriptFormat: FormatAdapter = {
  benchmark: NAME,
  emitClasses: CLASS_PRIORITY,
  fileKinds: [NAME],
  kindOfName: () => null,
  mayOwnByHead: (path) => path.endsWith('.jsonl'),
  ownsHead,
  runFileOf: () => null,
  looksLikeRunMember: () => false,
  runFolderAbove: () => null,
  runMembers: async () => [],
  partnerPlaces: () => [],
  modelInputs: () => ({ partner: null, folder: null }),
  async loadFile(path, _kind, load): Promise<ResultModel> {
    const gold = (await load.sources?.())?.get(NAME) as ReadonlyMap<string, ActionClass> | undefined;
    const t = readTranscript(path, load.text ?? (await textOf(load.files, path)), gold);
    const rows = groupsOf(path, t).flatMap(summarizeGroup);
    const caseSummaryById = new Map<string, CaseSummary>();
    for (const row of rows) for (const s of row.cases) caseSummaryById.set(s.id, s);
    return {
      kind: 'result', benchmark: NAME, path, version: load.version ?? null, read: { path, category: null, cases: t.cases, problems: t.problems },
      score: null, summary: rows[0] ?? null, rows, totals: null, header: null, joinWarnings: [], scoreMismatch: null,
      caseAtLine: new Map(t.cases.map((c) => [c.line, c])), caseById: new Map(t.cases.map((c) => [c.id, c])), caseSummaryById,
      lines: caseLineIndex(t.cases, (k) => caseSummaryById.get(k.id)),
    };
  },
  discovery: {
    keeps: async (path, files) => (path.endsWith('.jsonl') && ownsHead(await files.head(path, HEAD_CHARS)) ? NAME : null),
    skipsFolder: () => null,
    runsAmong: async ({ kept }) => ({ runs: [...kept].map(([file, { origin }]) => ({ benchmark: NAME, run: file, origin })), notes: [] }),
  },
  filesRead: async (found) => [found.run as string],
  async readRun(found, read): Promise<{ ok: true; cases: RunCases }> {
    const path = found.run as string;
    const t = readTranscript(path, await textOf(hostFiles, path), read.sources?.get(NAME) as ReadonlyMap<string, ActionClass> | undefined);
    return { ok: true, cases: { benchmark: NAME, model: t.agent, resultsRoot: path, scoresRoot: null, groups: groupsOf(path, t), warnings: [], problems: t.problems } };
  },
  casesFilesOf: (found) => [found.run as string],
  // Each transcript a run of its own, named by its file.
  shownRuns: (files) => [...files].sort().map((file) => ({ folder: file, model: fileNameOf(file), where: fileNameOf(folderOf(file)), resultFiles: [file] })),
  runNameOf: () => null,
  neutralGar: true,
  decisionClasses: ACTION_CLASSES,
  // A transcript holds several groups, each case counted in its own.
  fileIsOneGroup: false,
  releaseFolderOf: () => null,
  sourceFiles,
  probeMarks: async () => null,
  auditRubric: async () => ({ unavailable: 'A transcript has no audit rubric: B1a-B5 are defined for BFCL multi-turn cases.' }),
  views: transcriptViews,
  summaryTable: null,
  runFileNote: async () => null,
  caseFileOf: async () => null,
  gold: transcriptGold,
  labelling: transcriptLabelling,
  // A transcript has no harness trap of its own, and its runs no version.
  health: { checks: async () => [], groupOfCaseId: () => null, together: (runs) => runs.map(() => null), pairNote: () => null, pairFinding: () => null },
  // Its one reply, as its line spells it (a JSON string), read back.
  async emissionTexts(_file, asked, fileText) {
    const lines = (await fileText()).split('\n');
    return asked.map(({ kase, emissions }) => emissions.map((e) => JSON.parse(lines[(e.line ?? kase.line) - 1]!.slice(e.span.start, e.span.end)) as string));
  },
};
