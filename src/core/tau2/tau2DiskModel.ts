// A tau2 file's model in the Node host and the command line: its run read in one streaming pass from
// disk (a dir-layout run from its files beside it; the file an editor holds from its text).
import { readTau2Run, runOfSimulationFile, type ReadOptions } from './readResults';
import type { ResultModel } from '../document/fileModel';
import { tau2RunModel } from './tau2Model';
import type { Tau2Sources } from './tau2Sources';

export interface Tau2Load {
  /** The document's text when it is open in an editor; else the file is read from disk. */
  text?: string;
  version: number | null;
  sources: () => Promise<Tau2Sources>;
  progress?: Pick<ReadOptions, 'onProgress' | 'signal'>;
}

export async function tau2Model(path: string, load: Tau2Load): Promise<ResultModel> {
  const runOf = await runOfSimulationFile(path);
  const options: ReadOptions = { ...load.progress, document: load.text === undefined ? undefined : { file: path, text: load.text } };
  const run = runOf ? await readTau2Run(runOf, { ...options, onlySimulation: path }) : await readTau2Run(path, options);
  return tau2RunModel(path, run, runOf ? 'simulation' : 'run', load.version, load.sources);
}
