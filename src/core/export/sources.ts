// The sidecar of a CSV export: what made the table and from which files, as JSON beside it
// (calibration-summary.csv -> calibration-summary.sources.json), so the CSV itself starts with its header.
import type { ExportStamp } from './stamp';

/** The sidecar's name for a table file: its extension replaced by `.sources.json`. */
export function sourcesFileName(tableFile: string): string {
  return `${tableFile.replace(/\.csv$/i, '')}.sources.json`;
}

/** `table`: the name of the CSV file it belongs to. */
export function sourcesJson(stamp: ExportStamp, table: string): string {
  const document = {
    table,
    tool: 'Calibration Lens',
    version: stamp.extensionVersion,
    classifierRules: stamp.rulesVersion,
    exportedAt: stamp.exportedAt,
    inputs: stamp.inputs.map((f) => (f.sha256 !== null ? { path: f.path, sha256: f.sha256 } : { path: f.path, sha256: null, error: f.error ?? 'unknown error' })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
