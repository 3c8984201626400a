// The kind of a run file from its name and its first 4 KB, with no file access (fileKind.ts looks at
// the files beside it on disk; the web worker host has only the document): each format of the registry
// is asked, by name first, then by head, then by the file its run is told by.
import { HEAD_CHARS, type RunFileKind } from '../document/formatAdapter';
import { formats } from '../formats/registry';

export { HEAD_CHARS, type RunFileKind };

/**
 * A format's file by its name or its head; `runOwned(format, path)` says whether a file whose head tells
 * nothing is part of one of the format's runs (asked only then: a tau2 dir layout's simulation file).
 */
export function kindOfNameAndHead(path: string, head: () => string, runOwned: (headKind: RunFileKind, runFile: string) => boolean): RunFileKind | null {
  for (const format of formats()) {
    const named = format.kindOfName(path);
    if (named) return named;
  }
  const byHead = formats().filter((f) => f.mayOwnByHead(path));
  for (const format of byHead) if (format.ownsHead(head())) return format.benchmark;
  for (const format of byHead) {
    const run = format.runFileOf(path);
    if (run !== null && runOwned(format.benchmark, run)) return format.benchmark;
  }
  return null;
}

/** Whether a file's kind could be told from its head (or place): else its name has said all. */
export function mayBeOwnedByHead(path: string): boolean {
  return formats().some((f) => f.mayOwnByHead(path));
}

/** The file whose head tells whether `path` is part of a run, and the kind it would make it; null: none. */
export function runFileOwning(path: string): { run: string; kind: RunFileKind } | null {
  for (const format of formats()) {
    const run = format.mayOwnByHead(path) ? format.runFileOf(path) : null;
    if (run !== null) return { run, kind: format.benchmark };
  }
  return null;
}

/** Whether a head says it is a run of the format whose kind this is. */
export function headIsOf(kind: RunFileKind, head: string): boolean {
  return formats().some((f) => f.benchmark === kind && f.ownsHead(head));
}

/** Whether a head looks like a file of a run of that kind's format (asked while its run file is not read yet). */
export function looksLikeRunMember(kind: RunFileKind, head: string): boolean {
  return formats().some((f) => f.benchmark === kind && f.looksLikeRunMember(head));
}
