// The spot-check sample of the runs under review: every emission in a stratum of its category and
// classifier class, drawn by the seed stored beside the label store (reviewSample.ts), so two
// annotators with the same runs and seed get the same emissions in the same order.
import type { ActionClass } from '../classify/actionClass';
import type { EmissionPlace } from '../model';
import { placeText } from './emissionPlace';
import { stratifiedSample, type SampleItem } from './reviewSample';
import type { RunContext } from './runContext';

export interface SampledEmission extends SampleItem {
  model: string;
  category: string;
  /** Absolute path of the result file. */
  file: string;
  caseId: string;
  /** 1-based line of the case. */
  line: number;
  place: EmissionPlace;
  cls: ActionClass | null;
}

export function runSample(runs: readonly RunContext[], size: number, seed: number): SampledEmission[] {
  const items: SampledEmission[] = [];
  for (const run of runs) {
    for (const file of run.files.values()) {
      for (const kase of file.read.cases) {
        for (const turn of kase.turns) {
          for (const e of turn.emissions) {
            items.push({
              stratum: `${file.category}/${e.cls ?? 'none'}`,
              key: `${run.model}|${file.relPath}|${kase.id}|${placeText(e.place)}`,
              model: run.model,
              category: file.category,
              file: file.path,
              caseId: kase.id,
              line: kase.line,
              place: e.place,
              cls: e.cls,
            });
          }
        }
      }
    }
  }
  return stratifiedSample(items, size, seed);
}
