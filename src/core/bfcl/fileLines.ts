// A file streamed line by line into a reader that keeps what it reads and every problem with its
// place: the same for result and score files, with non-blocking reads (the editor) or blocking ones
// (the command line). A file that cannot be read (further) is said on line 1; what was read stays.
import { ReadCancelled } from '../files/readCancelled';
import { forEachRawLine, forEachRawLineSync, type RawLine, type StreamWatch } from './lines';

export interface LineSink<T> {
  raw(raw: RawLine): void;
  /** The file could not be read (further). */
  unreadable(e: unknown): void;
  finish(): T;
}

export async function readFileLines<T>(path: string, sink: LineSink<T>, watch: StreamWatch = {}): Promise<T> {
  try {
    await forEachRawLine(path, (raw) => sink.raw(raw), watch);
  } catch (e) {
    if (e instanceof ReadCancelled) throw e;
    sink.unreadable(e);
  }
  return sink.finish();
}

/** The same, with blocking reads: for a thread with nothing else to do (see forEachRawLineSync). */
export function readFileLinesSync<T>(path: string, sink: LineSink<T>): T {
  try {
    forEachRawLineSync(path, (raw) => sink.raw(raw));
  } catch (e) {
    sink.unreadable(e);
  }
  return sink.finish();
}
