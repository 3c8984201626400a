// A text appended to a file on local disk so that it survives a crash and a second writer: the file is
// opened with O_APPEND, the whole text goes out in one write (the kernel keeps one append's bytes
// together on a local file), and fsync returns before the caller may say "saved".
import { mkdirSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

/** `line` (ending in \n) appended, after a \n when a crash cut the file's last line; makes the folder first. */
export async function appendLine(path: string, line: string): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  const handle = await open(path, 'a+');
  try {
    const bytes = Buffer.from(`${(await endsMidLine(handle)) ? '\n' : ''}${line}`, 'utf8');
    const { bytesWritten } = await handle.write(bytes, 0, bytes.length, null);
    if (bytesWritten !== bytes.length) throw new Error(`only ${bytesWritten} of ${bytes.length} bytes of the decision were written (the disk may be full)`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function endsMidLine(handle: FileHandle): Promise<boolean> {
  const { size } = await handle.stat();
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] !== 0x0a;
}
