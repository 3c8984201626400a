// The messages between the extension and the summary webview: one union per direction, tagged by
// `type`, imported by both sides. The webview posts `ready` first; the extension posts data only then.
import type { RunSummary } from './core/metrics/types';

/** What the panel needs to come back after a reload: the folders it was opened on, and how it looked. */
export interface SummaryPanelState {
  folders: string[];
  view?: SummaryViewState;
}

export type GroupBy = 'run' | 'category' | 'none';
export type SortDirection = 'ascending' | 'descending';

export interface SummaryViewState {
  tab: 'table' | 'compare';
  groupBy: GroupBy;
  sort: { column: string; direction: SortDirection } | null;
  /** Indexes into the runs last posted. */
  compare: { baseline: number; probe: number } | null;
}

export type ExportFormat = 'markdown' | 'csv';
export type ExportDestination = 'file' | 'clipboard';

/** Extension -> webview. */
export type ToWebview =
  | { type: 'loading'; folders: string[] }
  | {
      type: 'runs';
      folders: string[];
      runs: RunSummary[];
      /** About the folders as a whole (e.g. score files without result files). */
      warnings: string[];
      /** Open the comparison of these two runs (the compare command). */
      compare?: { baseline: number; probe: number };
    }
  | { type: 'loadFailed'; folders: string[]; message: string }
  /** Asks for an export of what the panel shows (the export commands of the command palette). */
  | { type: 'requestExport'; format: ExportFormat; destination: ExportDestination };

/** Webview -> extension. */
export type FromWebview =
  | { type: 'ready' }
  | { type: 'openCase'; file: string; line: number; id: string }
  | {
      type: 'export';
      format: ExportFormat;
      destination: ExportDestination;
      /** Set when the comparison tab is showing: export that instead of the table. */
      compare: { baseline: number; probe: number } | null;
    }
  | { type: 'reload' }
  | { type: 'addRuns' };

/** The webview is ours, but its messages still cross a process boundary: check before acting. */
export function isFromWebview(value: unknown): value is FromWebview {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case 'ready':
    case 'reload':
    case 'addRuns':
      return true;
    case 'openCase':
      return typeof m.file === 'string' && typeof m.id === 'string' && Number.isInteger(m.line) && (m.line as number) >= 1;
    case 'export':
      return (
        (m.format === 'markdown' || m.format === 'csv') &&
        (m.destination === 'file' || m.destination === 'clipboard') &&
        (m.compare === null || isRunPair(m.compare))
      );
    default:
      return false;
  }
}

function isRunPair(value: unknown): value is { baseline: number; probe: number } {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return Number.isInteger(p.baseline) && Number.isInteger(p.probe);
}
