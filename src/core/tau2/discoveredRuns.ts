// How the walk over folders finds tau2 runs (core/discovery/findRuns.ts): a results file by its content
// (a JSON document whose first key is one tau2 writes at the top), a dir-layout run by its results.json
// (its simulations/ are read with it, not found again), and hallucination_discarded/, where tau2 keeps
// thrown-away runs, left alone (formats-tau2.md section 9.7).
import { basename, join } from 'node:path';
import type { FormatDiscovery, FoundRun } from '../document/formatAdapter';
import { isTau2File } from './tau2FileSniff';

export const tau2Discovery: FormatDiscovery = {
  async keeps(path, files, named) {
    // A JSON file is looked at unless named as BFCL's; a file of another name only when the user named it (then its content says).
    if (path.endsWith('.json') ? basename(path).startsWith('BFCL_') : !named) return null;
    return (await isTau2File(path, files)) ? 'tau2' : null;
  },
  skipsFolder(folder, name, entries) {
    if (name === 'simulations' && entries.some((e) => e.kind === 'file' && e.name === 'results.json')) return '';
    if (name === 'hallucination_discarded') return `${join(folder, name)} was not searched: tau2 keeps thrown-away runs there.`;
    return null;
  },
  async runsAmong({ kept }) {
    // In the order of the folders the user named, each folder's runs by path.
    const files = [...kept.keys()].sort((a, b) => kept.get(a)!.origin - kept.get(b)!.origin || byCodeUnits(a, b));
    return { runs: files.map((file) => ({ benchmark: 'tau2', run: file, origin: kept.get(file)!.origin })), notes: [] };
  },
};

/** The order Python's sorted() gives, independent of the locale. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
