// `calibration-lens plot`: the summary panel's Profile tab as a file, for a paper or a README. The
// runs are read as the panel reads them (loadSummaries), the figure is the panel's chart definition in
// the print palette, drawn on a small DOM (linkedom), and a PNG is rendered from that very SVG.
import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parseHTML } from 'linkedom';
import { formatProblem } from '../core/model/model';
import { loadSummaries, NothingToShowError } from '../core/load/loadSummaries';
import { readFamiliesFile } from '../core/load/familiesSource';
import { summaryRows } from '../core/export/summaryRows';
import { emitClassesOf } from '../core/export/emitClasses';
import { profileOf } from '../core/export/profilePoints';
import { PRINT_PALETTE, profileSvg } from '../core/export/profileChart';
import { runName } from '../core/metrics/runName';
import { parseCommandLine, usageError } from './commandLine';
import { svgToPng } from './plotPng';
import { PLOT_USAGE } from './plotUsage';

export async function plotCommand(args: string[]): Promise<number> {
  const parsed = parseCommandLine(args, {
    usage: PLOT_USAGE,
    options: {
      results: { type: 'string', multiple: true },
      out: { type: 'string' },
      title: { type: 'string' },
      families: { type: 'string' },
      columns: { type: 'string', default: '2' },
      scale: { type: 'string', default: '2' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    help: 'option',
    required: { names: ['results', 'out'], message: '--results PATH and --out FILE are required.' },
  });
  if (!parsed.ok) return parsed.exitCode;
  const { values } = parsed;
  const format = extname(values.out).toLowerCase();
  if (format !== '.svg' && format !== '.png') return usageError(`--out ${values.out}: the file name must end in .svg or .png.`, PLOT_USAGE).exitCode;
  const columns = Number(values.columns);
  const scale = Number(values.scale);
  if (!Number.isInteger(columns) || columns < 1) return usageError(`--columns ${values.columns}: give a whole number of at least 1.`, PLOT_USAGE).exitCode;
  if (!(scale > 0 && scale <= 8)) return usageError(`--scale ${values.scale}: give a number above 0 and at most 8.`, PLOT_USAGE).exitCode;

  const { families, problem } = await readFamiliesFile(values.families ?? null);
  if (problem) console.error(problem);
  let loaded;
  try {
    loaded = await loadSummaries(values.results);
  } catch (e) {
    if (e instanceof NothingToShowError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  }
  let problems = problem === null ? 0 : 1;
  for (const w of loaded.warnings) console.error(`warning: ${w}`);
  for (const run of loaded.runs) {
    for (const w of run.warnings) console.error(`warning: ${runName(run)}: ${w}`);
    for (const p of run.problems) console.error(formatProblem(p));
    problems += run.problems.length;
  }
  const profile = profileOf(summaryRows(loaded.runs, emitClassesOf), families);
  for (const note of profile.notDrawn) console.error(`not drawn: ${note}`);
  if (profile.panels.length === 0) {
    console.error(`Nothing to draw: no run under ${values.results.join(', ')} has both GAR and Acc for a category; ${values.out} was not written.`);
    return 2;
  }
  const { document } = parseHTML('<!DOCTYPE html><html><body></body></html>');
  const svg = profileSvg(profile, {
    document: document as unknown as Document,
    palette: PRINT_PALETTE,
    title: values.title ?? `Calibration profile: ${values.results.join(', ')}`,
    columns,
  });
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${svg.outerHTML}\n`;
  writeFileSync(values.out, format === '.svg' ? text : await svgToPng(text, scale));
  const points = profile.panels.reduce((n, p) => n + p.points.length, 0);
  console.error(`Wrote ${values.out}: ${points} points of ${loaded.runs.length} runs in ${profile.panels.length} panels.`);
  return problems > 0 ? 1 : 0;
}
