// The calibration profile's data: per panel (a BFCL category, or a tau2 domain and gold class) one
// point per run at (Acc, GAR) with GAR's 95% interval, taken from the summary rows, so the chart, the
// table and `gar --json` show the same numbers. A row whose Acc or GAR the files cannot give is not
// drawn at a guessed place: it is listed, with why.
import { familyOf, type FamilyMap } from '../metrics/family';
import { percent, signedPercent } from './numbers';
import type { SummaryRow } from './summaryRows';

export interface ProfilePoint {
  /** Index of the row in summaryRows(runs): what a click opens. */
  rowIndex: number;
  runIndex: number;
  /** The run's label (runLabels): the model, or the model and its folder. */
  run: string;
  /** What the point is coloured by: its run's family. */
  colorKey: string;
  group: string;
  goldLabel: string;
  acc: number;
  gar: number;
  garLow: number;
  garHigh: number;
  garMinusAcc: number;
  n: number;
  hits: number;
  /** Acc above GAR on the same cases: the point lies below the line Acc = GAR. */
  boundViolation: boolean;
}

export interface ProfilePanel {
  /** `base`, `airline · ASK · paper`. */
  title: string;
  points: ProfilePoint[];
}

export interface Profile {
  panels: ProfilePanel[];
  /** What a colour stands for (the legend's title). */
  colorTitle: 'Family';
  /** Every colour key, in the order the runs come. */
  colorKeys: string[];
  /** Rows with gold that are not drawn, each saying why (`Qwen3-8B · base: Acc unknown (no score file)`). */
  notDrawn: string[];
}

/**
 * The profile of `rows` (summaryRows of the runs), each point coloured by its run's family (the
 * families file's map, else the model name up to its size or date: family.ts), as the Panel tab and
 * `panel --by-family` group runs. Panels keep the order their groups first appear in.
 */
export function profileOf(rows: readonly SummaryRow[], families: FamilyMap = []): Profile {
  const panels = new Map<string, ProfilePanel>();
  const notDrawn: string[] = [];
  const keys = new Set<string>();
  rows.forEach((row, rowIndex) => {
    if (row.goldClass === null) return;
    const title = panelTitle(row);
    if (row.gar === null || row.acc === null) {
      const missing = [row.gar === null ? 'GAR unknown (no case)' : null, row.acc === null ? 'Acc unknown (no score file)' : null].filter(Boolean).join(', ');
      notDrawn.push(`${row.run} · ${title}: ${missing}`);
      return;
    }
    const key = familyOf(row.model, families).name;
    keys.add(key);
    const panel = panels.get(title) ?? { title, points: [] };
    panels.set(title, panel);
    panel.points.push({
      rowIndex,
      runIndex: row.runIndex,
      run: row.run,
      colorKey: key,
      group: row.group,
      goldLabel: row.goldLabel,
      acc: row.acc,
      gar: row.gar,
      garLow: row.garCi95[0],
      garHigh: row.garCi95[1],
      garMinusAcc: row.garMinusAcc ?? row.gar - row.acc,
      n: row.n,
      hits: row.hits,
      boundViolation: row.boundViolation,
    });
  });
  return { panels: [...panels.values()], colorTitle: 'Family', colorKeys: [...keys], notDrawn };
}

/** `miss_param · ASK`, `airline · ASK · paper`: a tau2 domain has several gold classes, a BFCL category one. */
function panelTitle(row: SummaryRow): string {
  return `${row.group} · ${row.goldLabel}`;
}

/** The hover label of a point: its run, panel and numbers, one per line (text only). */
export function pointLabel(point: ProfilePoint, panel: string): string {
  return [
    point.run,
    panel,
    `GAR ${percent(point.gar)}% (95% CI ${percent(point.garLow)}–${percent(point.garHigh)})`,
    `gold hit in ${point.hits} of ${point.n} cases`,
    `Acc ${percent(point.acc)}%`,
    `GAR − Acc ${signedPercent(point.garMinusAcc)}${point.boundViolation ? ': bound violation' : ''}`,
  ].join('\n');
}
