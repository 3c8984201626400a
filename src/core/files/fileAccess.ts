// The one way the core reaches a file system. Two hosts answer it, side by side in src/env: local disk
// through Node (src/env/node: the command line, the tests and the desktop extension) and
// vscode.workspace.fs (src/env/web: the web worker host and virtual workspaces, whose access
// scripts/build.mjs puts in the place of hostFiles.ts). Paths are the host's own: a local path, or the
// path of a Uri on the workspace's file system.

export interface FileStamp {
  size: number;
  mtimeMs: number;
}

export type EntryKind = 'file' | 'folder' | 'other';

export interface FileStat extends FileStamp {
  kind: EntryKind;
}

export interface FolderEntry {
  name: string;
  /** A link is followed: it is the kind of what it points at ('other' when that is gone). */
  kind: EntryKind;
}

export interface FileAccess {
  /** The file's or folder's size, last change and kind; null when there is no such thing. */
  stat(path: string): Promise<FileStat | null>;
  /** The first `bytes` bytes as UTF-8 text; '' when the file cannot be read. */
  head(path: string, bytes: number): Promise<string>;
  /** The whole file; null when there is no such file. */
  readBytes(path: string): Promise<Uint8Array | null>;
  /** Replaces the file's bytes, making its folder first when there is none. */
  writeBytes(path: string, bytes: Uint8Array): Promise<void>;
  /** A folder's entries, in no particular order; null when it cannot be read. */
  list(folder: string): Promise<FolderEntry[] | null>;
}

/** The whole file as UTF-8 text; null when there is no such file. */
export async function readText(files: FileAccess, path: string): Promise<string | null> {
  const bytes = await files.readBytes(path);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/** A file opened for a reader that takes its bytes chunk by chunk (a tau2 run's scanner). */
export interface OpenFile {
  /** Every byte of the file, in order; `blocking`: with blocking reads (the command line only). */
  chunks(onChunk: (chunk: Buffer) => void, signal?: AbortSignal, blocking?: boolean): Promise<void>;
  close(): Promise<void>;
}

/** A file opened for blocking reads, each going on where the last stopped. */
export interface SyncFile {
  /** Reads up to `length` bytes into `into` at `offset`; 0 at the end of the file. */
  read(into: Buffer, offset: number, length: number): number;
  close(): void;
}

/**
 * What only local disk offers, for the command line and the desktop's own modules: blocking reads (a
 * thread with nothing else to do, and what the editor asks of every document it sees), streamed text
 * lines, the label store's O_APPEND append, and git and the OS user for the author.
 */
export interface LocalDisk {
  /** stat with a blocking call (links followed); null when there is no such thing. */
  statNow(path: string): FileStat | null;
  /** Whether there is a file or folder at `path` (links followed), with a blocking call. */
  exists(path: string): boolean;
  /** A regular file opened for blocking reads; throws as opening does, NotAFile for anything else. */
  openNow(path: string): SyncFile;
  /** A folder's entries with a blocking call, a link being 'other' (not followed); throws as reading it does. */
  listNow(folder: string): FolderEntry[];
  /** Each text line of the file, streamed (split as Node's readline splits); throws as opening it does. */
  textLines(path: string): AsyncGenerator<string>;
  /** The whole file as UTF-8 text; throws Node's error when it cannot be read. */
  readUtf8(path: string): Promise<string>;
  /** The whole file; null when there is none, and Node's error when one exists that cannot be read. */
  readExisting(path: string): Promise<Uint8Array | null>;
  /** `line` appended with O_APPEND and fsync (after a \n when a crash cut the last line); makes the folder first. */
  appendLine(path: string, line: string): Promise<void>;
  /** git's user.name in `cwd`, null when git has none. */
  gitUserName(cwd?: string): string | null;
  /** The same, asked without blocking. */
  gitUserNameLater(cwd?: string): Promise<string | null>;
  /** The version of `file` with that sha256 from git's history of it; null when git has none. */
  earlierVersionFromGit(file: string, sha256: string): string | null;
  /** The OS user's name; '' when there is none. */
  osUserName(): string;
}

/**
 * The file access of a host (core/files/hostFiles.ts): FileAccess and the reads each host does its own
 * way. Local disk streams and follows links; vscode.workspace.fs reads whole files only, and has none.
 */
export interface HostFiles extends FileAccess {
  /** Local disk's own fast paths; null in a host without local disk (the web worker host). */
  local: LocalDisk | null;
  /** The folder a path names once links are followed, so a walk reaches each folder once (the path itself when it has none). */
  realFolder(folder: string): Promise<string>;
  /** The file's sha256 in hex; throws when it cannot be read. */
  sha256(path: string): Promise<string>;
  /** The file opened for a chunked read; throws as opening it does (no such file, NotAFile for anything but a file). */
  openChunks(path: string): Promise<OpenFile>;
  /** The text of 1-based `line` (without its line break), or null when the file is shorter or cannot be read. */
  lineOf(path: string, line: number): Promise<string | null>;
}
