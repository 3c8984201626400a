// What starts, sits or ends on each line of a run file, the same for every format: a case (with the
// summary of it), its turns and emissions, and what a format adds to a line in its own slot (tau2: the
// messages worth seeing that are not the agent's, the database writes with their verdicts). Every view
// reads this and never asks which benchmark it shows.
import { caseHolding, type CaseSpan } from '../model/caseSpans';
import type { CaseSummary } from '../metrics/types';
import type { Case, Emission, Turn } from '../model/model';

/**
 * How the entry's emissions sit on the line. `column`: the whole case is this line and each turn and
 * emission has its span in it (a BFCL case line), so views place them by column. `line`: each emission
 * is a message that opens this line (a tau2 simulation over many lines), so its label and hover belong
 * to the line, and several on one line are a file that is not pretty-printed.
 */
export type Placement = 'column' | 'line';

/**
 * What only one format puts on a line, in a slot the format declares by merging a key into this
 * interface from its own folder (`declare module '../document/lineIndex'`); absent on other formats' lines.
 */
export interface LineEntryFormatSlots {}

export interface LineEntry extends LineEntryFormatSlots {
  kase: Case;
  /** The case over every row it is in; absent when no row counts it (no gold, no category). */
  summary: CaseSummary | undefined;
  placement: Placement;
  /** The case starts on this line (in a dir layout's results.json: its simulation_index entry). */
  startsCase: boolean;
  /** The case's last line in this document. */
  endsCase: boolean;
  /** Turns that start on this line. */
  turns: Turn[];
  /** Emissions that start on this line, in order. */
  emissions: Emission[];
}

/** What a decision made where the cursor is would be about. */
export interface LineTarget {
  kase: Case;
  /** Null when the place names no emission (between turns, a simulation's other messages, an index entry). */
  emission: Emission | null;
}

export interface LineIndex {
  /** 1-based line -> one entry per case that starts, sits or ends something there; lines in the order first filled. */
  readonly lines: ReadonlyMap<number, readonly LineEntry[]>;
  /** The entries of a 1-based line; empty when nothing is on it. */
  at(line: number): readonly LineEntry[];
  /** The case whose lines hold a 1-based line: a BFCL case line, any line of a tau2 simulation. */
  caseHolding(line: number): Case | null;
  /** The case and emission at a 1-based line and 0-based column, for commands run at the cursor. */
  targetAt(line: number, column: number): LineTarget | null;
}

/** Builds entries line by line; a case gets one entry per line it has something on. */
export class LineEntries {
  readonly lines = new Map<number, LineEntry[]>();

  constructor(private readonly summaryOf: (kase: Case) => CaseSummary | undefined, private readonly placement: Placement) {}

  entry(line: number, kase: Case): LineEntry {
    const list = this.lines.get(line) ?? (this.lines.set(line, []).get(line)!);
    let entry = list.find((x) => x.kase === kase);
    if (!entry) {
      entry = { kase, summary: this.summaryOf(kase), placement: this.placement, startsCase: false, endsCase: false, turns: [], emissions: [] };
      list.push(entry);
    }
    return entry;
  }

  /** Marks where each case ends, as the spans of this document say. */
  ends(spans: readonly CaseSpan[]): void {
    for (const span of spans) this.entry(span.end, span.kase).endsCase = true;
  }

  index(spans: readonly CaseSpan[], targetAt: LineIndex['targetAt']): LineIndex {
    const lines = this.lines;
    return { lines, at: (line) => lines.get(line) ?? [], caseHolding: caseHolding(spans), targetAt };
  }
}

/** A file of one case a line (a BFCL result file): each case on its line, its turns and emissions by column. */
export function caseLineIndex(cases: readonly Case[], summaryOf: (kase: Case) => CaseSummary | undefined): LineIndex {
  const entries = new LineEntries(summaryOf, 'column');
  const startAt = new Map<number, Case>();
  for (const kase of cases) {
    startAt.set(kase.line, kase);
    const entry = entries.entry(kase.line, kase);
    entry.startsCase = true;
    entry.endsCase = true;
    entry.turns.push(...kase.turns);
    for (const turn of kase.turns) entry.emissions.push(...turn.emissions);
  }
  const spans = [...startAt].map(([line, kase]) => ({ start: line, end: line, kase }));
  return entries.index(spans, (line, column) => {
    const kase = startAt.get(line);
    if (!kase) return null;
    const emission = kase.turns.flatMap((t) => t.emissions).find((e) => column >= e.span.start && column < e.span.end) ?? null;
    return { kase, emission };
  });
}
