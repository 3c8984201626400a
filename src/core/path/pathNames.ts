// The name and folder of a file path, without Node's `path`: the core reads documents in the web worker
// host too, where there is none. Both separators count (Windows paths, and the '/' of a Uri's path);
// for a path to a file these give what Node's basename and dirname give.

const LAST_SEPARATOR = /[\\/](?=[^\\/]*$)/;

/** The last part of a path: `a/b/c.json` -> `c.json`. */
export function fileNameOf(path: string): string {
  const at = path.search(LAST_SEPARATOR);
  return at < 0 ? path : path.slice(at + 1);
}

/** The folder of a path: `a/b/c.json` -> `a/b`; `c.json` -> `.`; `/c.json` -> `/`. */
export function folderOf(path: string): string {
  const at = path.search(LAST_SEPARATOR);
  if (at < 0) return '.';
  if (at === 0) return path[0]!;
  // `C:\c.json` -> `C:\`, as on Windows.
  return /^[A-Za-z]:$/.test(path.slice(0, at)) ? path.slice(0, at + 1) : path.slice(0, at);
}

/** The path of `file` seen from `folder`, both absolute: `/a/b`, `/a/c/d.json` -> `../c/d.json` (with Windows' `\` when the folder has it). */
export function relativePath(folder: string, file: string): string {
  const separator = folder.includes('\\') && !folder.includes('/') ? '\\' : '/';
  const from = folder.split(/[\\/]/).filter((p) => p !== '');
  const to = file.split(/[\\/]/).filter((p) => p !== '');
  let same = 0;
  while (same < from.length && same < to.length && from[same] === to[same]) same++;
  return [...from.slice(same).map(() => '..'), ...to.slice(same)].join(separator);
}
