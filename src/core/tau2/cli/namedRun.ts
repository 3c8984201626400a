// A file the user named outright as a tau2 run that the walk did not keep as one (core/discovery/findRuns.ts):
// tau2's reader takes it all the same, so that it says what is wrong with the file.
import { firstKey } from '../discoverTau2';

/** A .json file (not BFCL's by its name: the caller asks the registry) goes to the reader, unless its first key is a simulation's `id`. */
export async function namedForTau2Reader(path: string): Promise<boolean> {
  return path.endsWith('.json') && (await firstKey(path)) !== 'id';
}
