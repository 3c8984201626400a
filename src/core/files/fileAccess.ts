// The one way the core reaches a file system: what it asks of one beyond the readers' own streaming.
// Two hosts answer it: local disk through Node (nodeFiles.ts, the command line, the tests and the
// desktop extension) and vscode.workspace.fs (the web worker host and virtual workspaces, whose
// implementation scripts/build.mjs puts in the place of hostFiles.ts). Paths are the host's own:
// a local path, or the path of a Uri on the workspace's file system.

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
