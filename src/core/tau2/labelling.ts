// What labelling asks of tau2 (FormatAdapter.labelling): its runs are found by the walk every view
// uses, a results file proves a run only once read (so its store's folder is known then), read with
// the tasks files named for gold.
import type { FormatLabelling } from '../document/formatAdapter';
import { tau2CaseTexts } from './caseTexts';
import { tau2SourcesIn } from './formatSources';
import { loadTau2RunContext } from './labelledRun';

export const tau2Labelling: FormatLabelling = {
  // The paper gives a message a set of its four classes.
  classSets: true,
  runFiles: { one: 'a tau2 results file', many: 'tau2 results files' },
  commandLineRuns: null,
  runFolderOf: () => null,
  readRun: (found, read) => loadTau2RunContext(found.run as string, tau2SourcesIn(read.sources).tasks),
  caseTexts: (fileText) => tau2CaseTexts(fileText),
};
