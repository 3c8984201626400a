// The summary's own commands (openSummary is shared and lives in ../commandIds).
export const SUMMARY_COMMAND = {
  /** Args `{ baseline?: string; probe?: string }`: run folders. */
  compareRuns: 'calibrationLens.compareRuns',
  exportMarkdown: 'calibrationLens.exportSummaryMarkdown',
  exportCsv: 'calibrationLens.exportSummaryCsv',
  copyMarkdown: 'calibrationLens.copySummaryMarkdown',
} as const;
