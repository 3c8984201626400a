import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import * as rf from './src/core/bfcl/resultFile';
const files = execSync('find ../shared/data/bfcl -name "*_result.json"').toString().trim().split('\n');
for (const f of files) {
  const read = (rf as any).readResultText ? (rf as any).readResultText(readFileSync(f, 'utf8'), f) : (rf as any).parseResultFile(readFileSync(f,'utf8'), f);
  for (const k of read.cases) for (const t of k.turns) {
    const cls = t.emissions.flatMap((e: any) => e.classes);
    if (new Set(cls).size > 1) console.log(f.split('/').slice(-3).join('/'), k.id, 'line', k.line, 'T' + (t.index + 1), cls.join(','), 'span', t.span.start);
  }
}
