// BFCL multi-turn as the registry knows it (core/model/formatAdapter.ts): its files are told by their
// names alone, and its classifier gives all five classes.
import { CLASS_PRIORITY } from '../classify/actionClass';
import type { FormatAdapter } from '../model/formatAdapter';
import { bfclFileKind, modelFolderAbove } from './fileNames';

export const bfclFormat: FormatAdapter = {
  benchmark: 'bfcl',
  emitClasses: CLASS_PRIORITY,
  kindOfName: bfclFileKind,
  // A BFCL file is its name (BFCL_v4_multi_turn_<cat>_result.json); its lines say nothing a name does not.
  ownsHead: () => false,
  // v4 keeps a model's files in <model>/multi_turn/; v3 in the model folder itself.
  runFolderAbove: modelFolderAbove,
};
