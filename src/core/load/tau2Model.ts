// A tau2 file's model: the run read in one streaming pass (from the editor's text when the file is open,
// else from disk), its simulations as neutral Cases, its numbers from the neutral metrics, the facts only
// tau2 has beside them, and the line index of this document's view of the run.
import { caseSpansOf } from '../caseSpans';
import { summarizeRun } from '../metrics/summarizeRun';
import type { Case } from '../model';
import { goldFor } from '../tau2/goldSource';
import { readTau2Run, runOfSimulationFile, type ReadOptions } from '../tau2/readResults';
import { tau2Cases, tau2RunCases } from '../tau2/tau2Cases';
import { writeToolsOf } from '../tau2/writeTools';
import { caseSummaries } from './caseSummaries';
import type { ResultModel } from './fileModel';
import type { Tau2FileFacts, Tau2View } from './tau2Facts';
import { tau2LineIndex } from './tau2LineIndex';
import type { Tau2Sources } from './tau2Sources';

export interface Tau2Load {
  /** The document's text when it is open in an editor; else the file is read from disk. */
  text?: string;
  version: number | null;
  sources: () => Promise<Tau2Sources>;
  progress?: Pick<ReadOptions, 'onProgress' | 'signal'>;
}

export async function tau2Model(path: string, load: Tau2Load): Promise<ResultModel> {
  const runOf = await runOfSimulationFile(path);
  const view: Tau2View = runOf ? 'simulation' : 'run';
  const options: ReadOptions = { ...load.progress, document: load.text === undefined ? undefined : { file: path, text: load.text } };
  const run = runOf ? await readTau2Run(runOf, { ...options, onlySimulation: path }) : await readTau2Run(path, options);
  const sources = await load.sources();
  const gold = goldFor(run.domain, sources.tasks);
  const cases = tau2Cases(run, gold);
  const summary = summarizeRun(tau2RunCases(run, gold, cases));
  const facts: Tau2FileFacts = {
    run,
    view: view === 'run' && run.layout === 'dir' ? 'index' : view,
    goldSource: gold.source,
    writeTools: writeToolsOf(run.domain),
    judgmentsFile: sources.judgmentsFile,
    judgments: sources.judgments,
    settingProblems: sources.problems,
  };
  // 1-based line of each case in this document (the index entry in a dir-layout results.json).
  const lineOf = (kase: Case): number | null => {
    if (facts.view === 'index') return kase.simulation?.id ? run.indexLines?.get(kase.simulation.id) ?? null : null;
    if (facts.view === 'simulation') return kase.file === path || (kase.file === undefined && run.file === path) ? kase.line : null;
    return kase.file === undefined ? kase.line : null;
  };
  const caseAtLine = new Map<number, Case>();
  const caseById = new Map<string, Case>();
  for (const c of cases) {
    const line = lineOf(c);
    if (line !== null && !caseAtLine.has(line)) caseAtLine.set(line, c);
    if (!caseById.has(c.id)) caseById.set(c.id, c);
  }
  const rows = summary.groups;
  const totals = summary.totals?.[0] ?? null;
  const caseSummaryById = caseSummaries(rows);
  const spans = caseSpansOf(cases, lineOf, facts.view === 'index' ? { endLine: run.indexEndLine ?? null } : null);
  const lines = tau2LineIndex(
    { path, caseAtLine, spans, isIndex: facts.view === 'index', writeTools: facts.writeTools, judgments: facts.judgments },
    (k) => caseSummaryById.get(k.id),
  );
  return {
    kind: 'result', benchmark: 'tau2', path, version: load.version,
    // Problems in this file; those of the run's other files stay in tau2.run.problems.
    read: { path, category: null, cases, problems: run.problems.filter((p) => p.file === path) },
    score: null, summary: rows[0] ?? null, rows, totals,
    header: totals ? { group: run.domain, agent: run.info?.agentLlm ?? run.info?.agent ?? null, totals, cutOff: run.cutOff ? { ...run.cutOff, simulationsRead: run.simulations.length } : null } : null,
    joinWarnings: summary.warnings, scoreMismatch: null, caseAtLine, caseById, caseSummaryById, lines, tau2: facts,
  };
}
