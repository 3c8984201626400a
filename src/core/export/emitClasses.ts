// The classes a benchmark's detector can give, in priority order (as the editor's labels list them):
// BFCL's classifier gives all five; tau2's per-message detector has no OTHER, so its OTHER emit rate is
// not defined (not 0).
import { CLASS_PRIORITY, type ActionClass } from '../classify/actionClass';
import type { Benchmark } from '../model/model';
import { TAU2_CLASSES } from '../tau2/messageClasses';

export function emitClassesOf(benchmark: Benchmark): readonly ActionClass[] {
  const given: readonly ActionClass[] = benchmark === 'tau2' ? TAU2_CLASSES : CLASS_PRIORITY;
  return CLASS_PRIORITY.filter((cls) => given.includes(cls));
}
