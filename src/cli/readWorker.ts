// A reading worker of `calibration-lens gar` (its own bundle, dist/cli-reader.js): reads files from
// the queue it shares with the main thread and posts each file's read back (parallelReads.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { readFromQueue, type ReadQueue } from './readQueue';

readFromQueue(workerData as ReadQueue, (index, read) => parentPort!.postMessage({ index, read }));
