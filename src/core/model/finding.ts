// One thing found wrong with a run before any number is taken from it (runs-in-practice.md §3): a
// stable kebab-case code scripts can match, how much it matters, a sentence a user can act on, and the
// cases and groups it concerns, so every view (gar, Problems, the panel's rows, the case view) marks
// the same ones.

export const HEALTH_CODES = [
  'text-replies-dropped',
  'tool-not-offered',
  'placeholder-argument',
  'known-bad-item',
  'version-drift',
  'infrastructure-error',
] as const;
export type HealthCode = (typeof HEALTH_CODES)[number];

/** `error`: the numbers are the harness's, not the model's; `warning`: some numbers are in doubt; `hint`: worth a look. */
export const SEVERITIES = ['error', 'warning', 'hint'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** A case a finding concerns, and where: the emission (turn, step) when the finding is about one. */
export interface FindingCase {
  id: string;
  group: string | null;
  /** The file the case is in (a BFCL result file, a tau2 results or simulation file). */
  file: string;
  /** 1-based line of the case in `file`. */
  line: number;
  turn?: number;
  step?: number;
  /** What was found at this case, when it is more than the finding says (e.g. the function called). */
  detail?: string;
}

export interface Finding {
  code: HealthCode;
  severity: Severity;
  /** One or two sentences: what was found, what it does to the numbers, what to do. */
  message: string;
  /** The groups (BFCL categories, tau2 domains) whose rows it marks; empty when it concerns the run as a whole. */
  groups: string[];
  cases: FindingCase[];
}

/** The finding as `gar --json` prints it. */
export function findingJson(f: Finding): Record<string, unknown> {
  return {
    code: f.code,
    severity: f.severity,
    message: f.message,
    groups: f.groups,
    cases: f.cases.map((c) => ({ id: c.id, group: c.group, file: c.file, line: c.line, ...(c.turn !== undefined ? { turn: c.turn, step: c.step } : {}), ...(c.detail ? { detail: c.detail } : {}) })),
  };
}

/** The finding as a line of stderr, in the form of every other warning there: `warning: PATH: … [text-replies-dropped]`
 *  (`where`: the run or file it is about; left out in the case view, which is about one case). */
export function findingLine(f: Finding, where?: string): string {
  return `${f.severity}: ${where ? `${where}: ` : ''}${f.message} [${f.code}]`;
}
