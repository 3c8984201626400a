// tau2-bench as the registry knows it (core/model/formatAdapter.ts): its results are told by their
// content (the first key tau2 writes), never by name; its per-message detector has no OTHER, so its
// OTHER emit rate is not defined (not 0).
import { CLASS_PRIORITY, type ActionClass } from '../classify/actionClass';
import type { FormatAdapter } from '../model/formatAdapter';
import { TAU2_CLASSES } from './messageClasses';
import { isTau2ResultsHead } from './sniff';

export const tau2Format: FormatAdapter = {
  benchmark: 'tau2',
  emitClasses: CLASS_PRIORITY.filter((cls) => (TAU2_CLASSES as readonly ActionClass[]).includes(cls)),
  kindOfName: () => null,
  ownsHead: isTau2ResultsHead,
  // A run is its results file's folder (a dir layout's simulations/ sit beside results.json).
  runFolderAbove: () => null,
};
