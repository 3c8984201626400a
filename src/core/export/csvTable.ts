// The one CSV writer: every CSV the extension and the command line write (the summary and comparison
// exports, `labels --csv`, tau2 `gar --csv`) is made here. RFC 4180 as Python's csv module writes it
// (QUOTE_MINIMAL: a cell is quoted only when it holds a comma, a quote or a line break; CRLF after every
// row, the last one too). Text cells are untrusted (model names, domains, paths, rationales): one that
// starts with = + - @ (or a tab or CR) would run as a formula in a spreadsheet, so it is defused with a
// leading apostrophe. A number written by the caller in its own format (`formatted`) is never defused.
import { plainNumber } from './numbers';

/** A number already formatted by the caller (a breakdown's `-25.6`, `NA`): written as it is, quoted if need be. */
export interface Formatted {
  readonly formatted: string;
}

export type Cell = string | number | boolean | null | Formatted;

export const formatted = (text: string): Formatted => ({ formatted: text });

export function csvDocument(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((cells) => cells.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function cell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return plainNumber(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') return quoted(value.formatted);
  return quoted(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
