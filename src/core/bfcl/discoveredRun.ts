// What discovering runs gives (discover.ts on local disk, core/discovery/findRuns.ts for the views),
// apart from the discovery itself, so that the web build can name them without reading a folder with Node.
import type { RunFiles } from './types';
import { DiscoveryError } from '../model/discoveryError';

export { DiscoveryError };

export type DiscoveredRun = RunFiles & {
  resultsRoot: string;
  scoresRoot: string | null;
  /** The release folder the run was found in (e.g. `2025-12-16`), when the folder given held several. */
  release: string | null;
};
