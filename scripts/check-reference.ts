// Differential check against the paper's reference implementation (Python), which is not part of
// this project: give it a checkout of fbj2333/tool-calling-calibration and folders of BFCL runs.
//   node --import tsx scripts/check-reference.ts --reference ../tool-calling-calibration DIR...
// For every emission in every result file under DIR it compares the reference's class
// (`gar.emission_action`) with ours, and for every model folder the reference's `summarize` numbers.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { discoverRuns } from '../src/core/bfcl/discover';
import { linesOfText } from '../src/core/bfcl/lineText';
import { loadRun } from '../src/core/bfcl/loadRun';
import { summarizeRun } from '../src/core/metrics/summarizeRun';

const { values, positionals } = parseArgs({ options: { reference: { type: 'string' } }, allowPositionals: true });
if (!values.reference || positionals.length === 0) {
  console.error('Usage: node --import tsx scripts/check-reference.ts --reference PATH_TO_REFERENCE DIR...');
  process.exit(2);
}

const PY_EMISSIONS = `
import json, sys
from bfcl_calibration.analysis.gar import emission_action
for line in sys.stdin:
    try:
        a = emission_action(json.loads(line))
        print(a.value if a else "none")
    except Exception as e:
        print("error:" + type(e).__name__)
`;
const PY_SUMMARY = `
import json, sys
from pathlib import Path
from bfcl_calibration.analysis.gar import summarize
print(json.dumps(summarize(Path(sys.argv[1]), Path(sys.argv[2]) if sys.argv[2] else None)))
`;
const python = (script: string, args: string[], input?: string): string =>
  execFileSync('python3', ['-c', script, ...args], { cwd: values.reference, input, encoding: 'utf8', maxBuffer: 1 << 30 });

async function main(): Promise<number> {
  let emissionMismatches = 0;
  let emissionsChecked = 0;
  let numberMismatches = 0;
  for (const dir of positionals) {
    const { runs } = await discoverRuns(dir);
    for (const run of runs) {
      const loaded = await loadRun(run);
      const ours: Array<{ where: string; raw: string; cls: string }> = [];
      for (const group of loaded.groups) {
        const lines = new Map([...linesOfText(readFileSync(group.resultFile, 'utf8'))].map((l) => [l.number, l.text]));
        for (const c of group.cases) {
          for (const t of c.turns) {
            for (const e of t.emissions) {
              ours.push({ where: `${group.resultFile}:${c.line} ${c.id} T${t.index + 1}.${e.step + 1}`, raw: lines.get(c.line)!.slice(e.span.start, e.span.end), cls: e.cls === e.decision.cls ? e.cls ?? 'none' : `classOf ${e.cls} but decision ${e.decision.cls}` });
            }
          }
        }
      }
      // Emissions travel as the file's own JSON text, so Python sees exactly what the file holds.
      const rawLines = ours.map((o) => o.raw).join('\n') + '\n';
      const theirs = python(PY_EMISSIONS, [], rawLines).trim().split('\n');
      ours.forEach((o, i) => {
        emissionsChecked++;
        if (theirs[i] !== o.cls) {
          emissionMismatches++;
          console.log(`MISMATCH ${o.where}: reference ${theirs[i]}, ours ${o.cls}: ${o.raw.slice(0, 200)}`);
        }
      });

      const summary = summarizeRun(loaded);
      const resultsDir = join(run.resultsRoot, run.model);
      const scoresDir = run.scoresRoot ? join(run.scoresRoot, run.model) : '';
      const ref = JSON.parse(python(PY_SUMMARY, [resultsDir, scoresDir])) as Record<string, Record<string, unknown>>;
      for (const c of summary.groups) {
        const r = ref[c.group];
        const mine = { gold_action: c.goldClass.toUpperCase(), n: c.n, gar: c.gar, gar_ci95: c.garCi95, ...(c.acc !== null ? { acc: c.acc, gar_minus_acc: c.garMinusAcc } : {}) };
        if (JSON.stringify(r) !== JSON.stringify(mine)) {
          numberMismatches++;
          console.log(`NUMBERS ${run.model} ${c.group}: reference ${JSON.stringify(r)}, ours ${JSON.stringify(mine)}`);
        }
      }
      console.log(`${run.model}: ${ours.length} emissions, ${summary.groups.length} categories compared`);
    }
  }
  console.log(`${emissionsChecked} emissions checked, ${emissionMismatches} class mismatches; ${numberMismatches} category rows differ.`);
  return emissionMismatches + numberMismatches > 0 ? 1 : 0;
}

main().then((code) => process.exit(code));

