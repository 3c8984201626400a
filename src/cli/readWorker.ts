// A reading worker of `calibration-lens gar` (its own bundle, dist/cli-reader.js): reads BFCL's files
// from the queue it shares with the main thread and posts each file's read back
// (src/env/node/parallelReads.ts), with the read the main thread makes (garFormats.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { readFromQueue, type ReadQueue } from '../env/node/readQueue';
import { readBfclFile } from './garFormats';

readFromQueue(workerData as ReadQueue<Parameters<typeof readBfclFile>[1]>, readBfclFile, (index, read) => parentPort!.postMessage({ index, read }));
