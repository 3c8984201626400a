// What the command line writes, and how it ends. Every string written to stdout and stderr passes one
// filter (terminalText): model text and file contents reach the terminal with their control characters
// shown, never run. The command ends only once every byte written has reached its reader.
// `process.exit` right after `write` drops what a pipe has not taken yet (64 KiB on Linux), so the exit
// waits for both streams to drain. A reader that goes away (`| head`) is not an error of ours: the
// command stops quietly with the status of a program ended by SIGPIPE, as other Unix tools do.

import { terminalText } from '../core/text/escape';

/** 128 + SIGPIPE (13): what a shell reports for `yes | head -c 10`'s `yes`. */
export const CLOSED_PIPE_STATUS = 141;

/** Installs the control-character filter and the closed-pipe handling; call once, before anything is written. */
export function watchOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    showControls(stream);
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(CLOSED_PIPE_STATUS);
      // Any other write error: nothing can be said on a stream that fails, so the status says it.
      process.exit(2);
    });
  }
}

/** Exits with `code` once stdout and stderr have handed every byte to their readers. */
export async function exitAfterOutput(code: number): Promise<never> {
  await Promise.all([drained(process.stdout), drained(process.stderr)]);
  process.exit(code);
}

/** Resolves when everything written before has been flushed (the empty write's callback runs in order). */
function drained(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || stream.writableLength === 0) resolve();
    else stream.write('', () => resolve());
  });
}

/** Every string written to `stream` (console.log and console.error write through it too) made terminal-safe. */
function showControls(stream: NodeJS.WriteStream): void {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) => write(typeof chunk === 'string' ? terminalText(chunk) : chunk, ...rest)) as typeof stream.write;
}
