// A tau2 file's model from its run, read: its simulations as neutral Cases, its numbers from the
// neutral metrics, the facts only tau2 has beside them, and the line index of this document's view of
// the run. From a document's text with no file access (the web worker host reads documents so);
// tau2DiskModel.ts reads the run from disk.
import { caseSpansOf } from '../model/caseSpans';
import { summarizeRun } from '../metrics/summarizeRun';
import type { Case } from '../model/model';
import { goldFor } from './goldSource';
import { readTau2Text } from './tau2Text';
import { tau2Cases, tau2RunCases } from './tau2Cases';
import { writeToolsOf } from './writeTools';
import { caseSummaries } from '../document/caseSummaries';
import type { ResultModel } from '../document/fileModel';
import type { Tau2FileFacts } from './tau2Facts';
import { tau2LineIndex } from './tau2LineIndex';
import type { Tau2Sources } from './tau2Sources';
import type { Tau2Run } from './types';

/** A results document's model from its text: the monolithic run it holds. */
export async function tau2ModelOfText(path: string, text: string, version: number | null, sources: () => Promise<Tau2Sources>): Promise<ResultModel> {
  return tau2RunModel(path, await readTau2Text(path, text), 'run', version, sources);
}

/**
 * The model of the document at `path` from its run: the whole run (`run`), or the one simulation
 * file of a dir-layout run the document is (`simulation`).
 */
export async function tau2RunModel(
  path: string, run: Tau2Run, view: 'run' | 'simulation', version: number | null, sources: () => Promise<Tau2Sources>,
): Promise<ResultModel> {
  const read = await sources();
  const gold = goldFor(run.domain, read.tasks);
  const cases = tau2Cases(run, gold);
  const summary = summarizeRun(tau2RunCases(run, gold, cases));
  const facts: Tau2FileFacts = {
    run,
    view: view === 'run' && run.layout === 'dir' ? 'index' : view,
    goldSource: gold.source,
    writeTools: writeToolsOf(run.domain),
    judgmentsFile: read.judgmentsFile,
    judgments: read.judgments,
    settingProblems: read.problems,
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
    kind: 'result', benchmark: 'tau2', path, version,
    // Problems in this file; those of the run's other files stay in tau2.run.problems.
    read: { path, category: null, cases, problems: run.problems.filter((p) => p.file === path) },
    score: null, summary: rows[0] ?? null, rows, totals,
    header: totals ? { group: run.domain, agent: run.info?.agentLlm ?? run.info?.agent ?? null, totals, cutOff: run.cutOff ? { ...run.cutOff, simulationsRead: run.simulations.length } : null } : null,
    joinWarnings: summary.warnings, scoreMismatch: null, caseAtLine, caseById, caseSummaryById, lines, tau2: facts,
  };
}
