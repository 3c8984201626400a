// Which family a run's model belongs to, so that a panel of runs can roll up by family (issue 34):
// by default the model name up to its size or date suffix (`Qwen3-8B`, `Qwen3-14B` -> `Qwen3`;
// `gpt-4.1-2025-04-14` -> `gpt-4.1`), unless the user's families file names it. Pure: the file is
// read by the host, its text checked by familiesFile.ts.

/** A model name (or a `*` pattern) to its family, in the user's order; exact names beat patterns. */
export type FamilyMap = ReadonlyArray<readonly [pattern: string, family: string]>;

/** Where a run's family comes from, so that a view can say why two runs are grouped. */
export interface Family {
  name: string;
  source: 'file' | 'rule';
}

export function familyOf(model: string, map: FamilyMap = []): Family {
  const exact = map.find(([pattern]) => pattern === model);
  if (exact) return { name: exact[1], source: 'file' };
  const matching = map.find(([pattern]) => pattern.includes('*') && globRegExp(pattern).test(model));
  if (matching) return { name: matching[1], source: 'file' };
  return { name: defaultFamily(model), source: 'rule' };
}

// Separators between a name's parts: BFCL writes `org/model` as `org_model`, Ollama tags with `:`.
const PART = /[-_/:]/;

/**
 * The model name up to the first part that is a size (`8B`, `0.5b`, `8x7B`, `70M`) or a date
 * (`20251001`, `2025-04-14`, `0613` as month and day, `2407` as year and month); the whole name when
 * no part is one, or when the name starts with one (nothing would be left).
 */
export function defaultFamily(model: string): string {
  let start = 0;
  for (const part of model.split(PART)) {
    if (start > 0 && (isSize(part) || isDate(part))) return model.slice(0, start - 1);
    start += part.length + 1;
  }
  return model;
}

function isSize(part: string): boolean {
  return /^\d+(\.\d+)?[bmk]$/i.test(part) || /^\d+x\d+(\.\d+)?b$/i.test(part);
}

function isDate(part: string): boolean {
  if (/^20\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.test(part)) return true; // 20251001
  if (/^20\d{2}$/.test(part)) return true; // 2025 of 2025-04-14 (a year is no version number)
  if (/^(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.test(part)) return true; // 0613
  return /^2[3-9](0[1-9]|1[0-2])$/.test(part); // 2407
}

function globRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}
