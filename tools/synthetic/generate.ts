// Command line: writes a synthetic BFCL v4 multi-turn run (result and score files).
//   node --import tsx tools/synthetic/generate.ts --out DIR --models a,b --cases 200 --seed 1 [--long-context-kb 64] [--compact] [--test-data] [--probe sri|cri-bypass]
import { parseArgs } from 'node:util';
import { relative } from 'node:path';
import { PROBE_KINDS, type ProbeKind } from './probe';
import { writeRun, type WrittenFile } from './writeRun';

const USAGE = 'Usage: node --import tsx tools/synthetic/generate.ts --out DIR --models NAME[,NAME...] --cases N --seed S [--long-context-kb KB] [--compact] [--test-data] [--probe sri|cri-bypass] [--quiet]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function main(): void {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        out: { type: 'string' }, models: { type: 'string' }, cases: { type: 'string' }, seed: { type: 'string' },
        'long-context-kb': { type: 'string', default: '64' }, compact: { type: 'boolean', default: false }, 'test-data': { type: 'boolean', default: false }, probe: { type: 'string' }, quiet: { type: 'boolean', default: false },
      },
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  const models = (values.models ?? '').split(',').map((m) => m.trim()).filter(Boolean);
  const cases = Number(values.cases);
  const longContextKb = Number(values['long-context-kb']);
  if (!values.out) fail('Give the output folder with --out.');
  if (models.length === 0) fail('Give at least one model name with --models.');
  if (models.some((m) => /[\\/]/.test(m))) fail('Model names become folder names: leave out "/" and "\\".');
  if (!Number.isInteger(cases) || cases < 1) fail('--cases must be a whole number of at least 1.');
  if (values.seed === undefined) fail('Give a seed with --seed, so the run can be generated again byte for byte.');
  if (!(longContextKb >= 0)) fail('--long-context-kb must be a number of kilobytes.');

  if (values.probe !== undefined && !(PROBE_KINDS as readonly string[]).includes(values.probe)) fail(`--probe ${values.probe}: give one of ${PROBE_KINDS.join(', ')} (the same --models and --seed as the baseline).`);
  const probe = values.probe as ProbeKind | undefined;

  const started = process.hrtime.bigint();
  const files = writeRun({ out: values.out, models, cases, seed: values.seed, longContextKb, compact: values.compact, testData: values['test-data'], probe });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (!values.quiet) report(files, values.out, seconds);
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function report(files: WrittenFile[], out: string, seconds: number): void {
  for (const f of files) {
    const extra = f.kind === 'score' ? `  Acc ${((100 * f.correct!) / f.total!).toFixed(1)} (${f.correct}/${f.total})` : '';
    console.log(`${mb(f.bytes).padStart(10)}  ${String(f.lines).padStart(4)} lines  ${relative(out, f.path)}${extra}`);
  }
  for (const model of [...new Set(files.map((f) => f.model))]) {
    const results = files.filter((f) => f.model === model && f.kind === 'result');
    console.log(`${model}: result files ${mb(results.reduce((s, f) => s + f.bytes, 0))}, all files ${mb(files.filter((f) => f.model === model).reduce((s, f) => s + f.bytes, 0))}`);
  }
  console.log(`Wrote ${files.length} files to ${out} in ${seconds.toFixed(1)} s.`);
}

main();
