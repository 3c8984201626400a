// The classes a benchmark's detector can give, in priority order (as the editor's labels list them),
// as its format says (BFCL all five; tau2 no OTHER, so its OTHER emit rate is not defined, not 0).
import type { ActionClass } from '../classify/actionClass';
import { formatOf } from '../formats/registry';
import type { Benchmark } from '../model/model';

export function emitClassesOf(benchmark: Benchmark): readonly ActionClass[] {
  return formatOf(benchmark).emitClasses;
}
