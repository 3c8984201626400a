// Opening a file to read it, on local disk, only when it is a regular file. Opening a FIFO for reading
// waits until something writes to it (a read of a run would hang for ever), and a folder or a link in
// a loop fails with a bare EISDIR/ELOOP: so every reader of a run's files opens through here. The open
// itself never waits (O_NONBLOCK, which changes nothing for a regular file), and what was opened is
// checked, not the path before it (no race with a file replaced in between).
import { closeSync, constants, fstatSync, openSync, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';

const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** A path that holds no regular file; the message is a sentence part without the path ("it is a folder, …"). */
export class NotAFile extends Error {}

export async function openRegular(path: string): Promise<FileHandle> {
  const handle = await open(path, FLAGS).catch((e: NodeJS.ErrnoException) => {
    throw openFailure(e);
  });
  const stats = await handle.stat();
  if (stats.isFile()) return handle;
  await handle.close();
  throw notAFile(stats);
}

/** The same with blocking calls (the command line, a reading thread); returns a file descriptor. */
export function openRegularSync(path: string): number {
  let fd: number;
  try {
    fd = openSync(path, FLAGS);
  } catch (e) {
    throw openFailure(e as NodeJS.ErrnoException);
  }
  const stats = fstatSync(fd);
  if (stats.isFile()) return fd;
  closeSync(fd);
  throw notAFile(stats);
}

function notAFile(stats: Stats): NotAFile {
  const what = stats.isDirectory() ? 'a folder' : stats.isFIFO() ? 'a named pipe (FIFO)' : stats.isSocket() ? 'a socket' : 'a device';
  return new NotAFile(`it is ${what}, not a file, so it was not opened`);
}

/** A link in a loop (ELOOP) said as such; any other failure keeps Node's own message. */
function openFailure(e: NodeJS.ErrnoException): Error {
  if (e.code === 'ELOOP') return new NotAFile('it is a symbolic link in a loop (it leads back to itself), not a file, so it was not read');
  return e;
}
