// The spot-check sample of the runs under review: every emission in a stratum of its group (BFCL
// category, tau2 domain) and classifier class (a tau2 message's set of classes as one value), drawn
// by the seed stored beside the label store (reviewSample.ts), so two annotators with the same runs
// and seed get the same emissions in the same order.
import type { ActionClass } from '../classify/actionClass';
import type { EmissionPlace, Span } from '../model/model';
import { placeText } from './emissionPlace';
import { classSetValue } from './humanClasses';
import { stratifiedSample, type SampleItem } from './reviewSample';
import type { RunItem } from './runItem';
import type { RunContext } from '../document/labelledRun';

export interface SampledEmission extends SampleItem, RunItem {
  place: EmissionPlace;
  /** 1-based line where the emission starts, when it is not the case's line (tau2: the message's). */
  emissionLine: number | null;
  /** The emission in its line; empty (0, 0) when only its line is known (tau2). */
  span: Span;
  classes: readonly ActionClass[];
}

export function runSample(runs: readonly RunContext[], size: number, seed: number): SampledEmission[] {
  const items: SampledEmission[] = [];
  for (const run of runs) {
    for (const file of run.files.values()) {
      for (const kase of file.read.cases) {
        for (const turn of kase.turns) {
          for (const e of turn.emissions) {
            items.push({
              stratum: `${file.group}/${classSetValue(e.classes)}`,
              key: `${run.model}|${file.relPath}|${kase.id}|${placeText(e.place)}`,
              runId: run.id,
              model: run.model,
              group: file.group,
              file: file.path,
              document: kase.file ?? file.path,
              caseId: kase.id,
              line: kase.line,
              place: e.place,
              emissionLine: e.line ?? null,
              span: e.span,
              classes: e.classes,
            });
          }
        }
      }
    }
  }
  return stratifiedSample(items, size, seed);
}
