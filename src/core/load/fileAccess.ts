// The little a load asks of the file system beyond the readers: how big a file is and when it last
// changed, and its first bytes (to tell a tau2 file by its content). One small interface, so the same
// load can run on local disk (Node) and on vscode.workspace.fs (the web worker host).
import { open, stat } from 'node:fs/promises';

export interface FileStamp {
  size: number;
  mtimeMs: number;
}

export interface FileAccess {
  /** The file's size and last change; null when there is no such file. */
  stat(path: string): Promise<FileStamp | null>;
  /** The first `bytes` bytes as UTF-8 text; '' when the file cannot be read. */
  head(path: string, bytes: number): Promise<string>;
}

export const nodeFiles: FileAccess = {
  stat: (path) => stat(path).then((s) => ({ size: s.size, mtimeMs: s.mtimeMs }), () => null),
  async head(path, bytes) {
    const file = await open(path, 'r').catch(() => null);
    if (!file) return '';
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await file.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } catch {
      return '';
    } finally {
      await file.close();
    }
  },
};
