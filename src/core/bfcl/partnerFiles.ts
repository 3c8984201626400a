// A BFCL file's partner on local disk: a result file's score file, a score file's result file (the
// first of fileNames.ts's places that exists).
import { join } from 'node:path';
import { localDisk } from '../files/localDisk';
import { counterpartPlaces } from './fileNames';

export function scoreFileFor(resultPath: string): string | null {
  return counterpartPlaces(resultPath, 'result', 'score', join).find((p) => localDisk().exists(p)) ?? null;
}

export function resultFileFor(scorePath: string): string | null {
  return counterpartPlaces(scorePath, 'score', 'result', join).find((p) => localDisk().exists(p)) ?? null;
}
