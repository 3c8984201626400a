// A tau2 file as the RunStore holds it: the run read in one streaming pass (from the editor's text when
// the file is open, else from disk), its simulations as neutral Cases, its numbers from the neutral
// metrics, and the facts only tau2 has (reward, termination, writes and their judgments) beside them.
import { caseSpansOf, type CaseSpan } from '../../core/caseSpans';
import type { GroupSummary } from '../../core/metrics/types';
import { summarizeRun } from '../../core/metrics/summarizeRun';
import type { Case } from '../../core/model';
import type { Judgment } from '../../core/tau2/confirmJudgments';
import { goldFor } from '../../core/tau2/goldSource';
import { readTau2Run, runOfSimulationFile, type ReadOptions } from '../../core/tau2/readResults';
import { tau2Cases, tau2RunCases } from '../../core/tau2/tau2Cases';
import type { Tau2Run } from '../../core/tau2/types';
import { writeToolsOf } from '../../core/tau2/writeTools';
import type { GroupTotals } from '../../core/metrics/types';
import type { Problem } from '../../core/model';
import { tau2Sources } from './tau2Sources';

/** How a document shows its run: all of it (monolithic), its index (dir-layout results.json), or one simulation file. */
export type Tau2View = 'run' | 'index' | 'simulation';

export interface Tau2FileFacts {
  run: Tau2Run;
  view: Tau2View;
  goldSource: string | null;
  /** The domain's write tools; null when the domain has none known here. */
  writeTools: ReadonlySet<string> | null;
  judgmentsFile: string | null;
  /** Judged writes by simulation id, from calibrationLens.tau2JudgmentsFile; null without it. */
  judgments: ReadonlyMap<string, Judgment[]> | null;
  /** Files of the settings that could not be read, said as sentences. */
  settingProblems: string[];
}

export interface Tau2Read {
  cases: Case[];
  problems: Problem[];
  rows: GroupSummary[];
  totals: GroupTotals | null;
  warnings: string[];
  /** 1-based line of each case in this document (the index entry in a dir-layout results.json). */
  lineOf: (kase: Case) => number | null;
  /** The lines each case covers in this document, for the case at the cursor. */
  spans: CaseSpan[];
  tau2: Tau2FileFacts;
}

export async function readTau2Model(path: string, text: string | undefined, options: ReadOptions): Promise<Tau2Read> {
  const runOf = await runOfSimulationFile(path);
  const view: Tau2View = runOf ? 'simulation' : 'run';
  const document = text === undefined ? undefined : { file: path, text };
  const run = runOf ? await readTau2Run(runOf, { ...options, document, onlySimulation: path }) : await readTau2Run(path, { ...options, document });
  const sources = await tau2Sources();
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
  const lineOf = (kase: Case): number | null => {
    if (facts.view === 'index') return kase.simulation?.id ? run.indexLines?.get(kase.simulation.id) ?? null : null;
    if (facts.view === 'simulation') return kase.file === path || (kase.file === undefined && run.file === path) ? kase.line : null;
    return kase.file === undefined ? kase.line : null;
  };
  return {
    cases,
    spans: caseSpansOf(cases, lineOf, facts.view === 'index' ? { endLine: run.indexEndLine ?? null } : null),
    // Problems in this file; those of the run's other files stay in facts.run.problems.
    problems: run.problems.filter((p) => p.file === path),
    rows: summary.groups,
    totals: summary.totals?.[0] ?? null,
    warnings: summary.warnings,
    lineOf,
    tau2: facts,
  };
}

