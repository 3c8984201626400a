// A BFCL file's partner on any file system (partnerFiles.ts is the command line's and the desktop's
// blocking look on local disk): the first of fileNames.ts's places that is a file.
import { join } from 'node:path';
import type { FileAccess } from '../files/fileAccess';
import { counterpartPlaces } from './fileNames';

export async function scoreFileThrough(files: FileAccess, resultPath: string): Promise<string | null> {
  return firstFile(files, counterpartPlaces(resultPath, 'result', 'score', join));
}

export async function resultFileThrough(files: FileAccess, scorePath: string): Promise<string | null> {
  return firstFile(files, counterpartPlaces(scorePath, 'score', 'result', join));
}

async function firstFile(files: FileAccess, places: string[]): Promise<string | null> {
  for (const place of places) if ((await files.stat(place))?.kind === 'file') return place;
  return null;
}
