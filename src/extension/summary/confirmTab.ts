// The summary's tab of a format's own table (core/document/summaryTable.ts; tau2's adapter gives the
// paper's Tab. 3), asked of the formats through the registry: the format reads the file its setting
// names and says every sentence; the panel posts the table as it is given. No vscode import.
import type { FormatSummaryTable } from '../../core/document/summaryTable';
import { formats } from '../../core/formats/registry';
import type { ConfirmTableMessage } from '../../protocol/confirm';

/**
 * The table the panel's tab shows: the first format's that gives one (the tab and its message hold one
 * table; a second format's would need the message to name its table). Null: no format gives one.
 */
export function formatTable(): FormatSummaryTable | null {
  return formats().find((f) => f.summaryTable)?.summaryTable ?? null;
}

/** The tab's message: the table from the file its setting names (null: the setting is empty). */
export async function confirmTableMessage(table: FormatSummaryTable, file: string | null): Promise<ConfirmTableMessage> {
  return { type: 'confirmTable', title: table.title, ...(await table.read(file)) };
}
