// tau2's answer to the editor's gold-path features (core/document/caseGold.ts): the gold paths of every
// simulation of a run file, read in one pass from disk with the expected actions of
// calibrationLens.tau2TasksFile (else the run's own tasks), each found by its simulation's place. Its
// case view is drawn with its gold path already (caseViewDocument.ts), and it has no test data folder.
import type { RunGold } from '../../document/caseGold';
import type { FormatGold } from '../../document/formatAdapter';
import type { Case } from '../../model/model';
import { runGoldPaths, simulationPlace, type SimulationGold } from '../divergence';
import { tau2SourcesIn } from '../formatSources';
import { TASKS_KEY } from '../tau2Sources';
import { tau2CaseDivergence, tau2Hover } from './caseGold';

export const tau2Gold: FormatGold = {
  settings: [{ key: TASKS_KEY, list: true }],
  showsSentMessage: () => false,
  async readRun(model, reads) {
    const golds = await runGoldPaths(model.path, tau2SourcesIn(await reads.sources()).tasks);
    const goldOf = (kase: Case): SimulationGold | null => (kase.simulation ? golds.get(simulationPlace(kase.simulation.file, kase.simulation.line)) ?? null : null);
    const run: RunGold = {
      async divergenceOf(kase) {
        const gold = goldOf(kase);
        return gold ? tau2CaseDivergence(gold) : null;
      },
      // `callsHere`: its calls sit in the hovered document only when that is the simulation's own file.
      async hoverAt(kase, line, _column, startsHere) {
        const gold = goldOf(kase);
        return gold ? tau2Hover(gold, line, startsHere, kase.simulation!.file === model.path) : null;
      },
      withColumn: async () => null,
      testDataOf: async () => null,
      testDataNotUsed: async () => null,
      sentMessage: async () => null,
    };
    return run;
  },
};
