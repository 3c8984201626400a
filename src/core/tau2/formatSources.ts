// tau2's part of what the formats read beside their runs (core/document/formatAdapter.ts, FormatSources):
// the tasks files and judgments its adapter read from the settings (tau2Sources.ts), or the tasks a
// command line names; apart from their reading, so a reader that only takes them loads nothing more.
import type { FormatSources } from '../document/formatAdapter';
import type { UserTasks } from './goldSource';
import type { Tau2Sources } from './tau2Sources';

/** No tasks files and no judgments: gold from the pinned tasks, writes judged by the heuristic. */
export const NO_TAU2_SOURCES: Tau2Sources = { tasks: [], judgmentsFile: null, judgments: null, problems: [] };

/** tau2's part of what the formats read beside their runs (none read: the pinned tasks, no judgments). */
export function tau2SourcesIn(sources: FormatSources | undefined): Tau2Sources {
  return (sources?.get('tau2') as Tau2Sources | undefined) ?? NO_TAU2_SOURCES;
}

/** The tasks files a command line names (`--tasks`), as what the formats read beside their runs. */
export function tau2TasksSources(tasks: readonly UserTasks[]): FormatSources {
  return new Map([['tau2', { ...NO_TAU2_SOURCES, tasks: [...tasks] }]]);
}
