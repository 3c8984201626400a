// The workbench updates asynchronously (extension host, language servers, rendering): tests read a
// value until it is what they wait for, then assert on exactly that value.

export interface EventuallyOptions {
  /** Said in the timeout message: "Timed out after 10 s waiting for <what>". */
  what?: string;
  timeoutMs?: number;
  intervalMs?: number;
}

export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { what = 'the expected value', timeoutMs = 10_000, intervalMs = 200 }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      lastError = undefined;
      if (accept(last)) return last;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  const seen = lastError !== undefined ? `last error: ${String(lastError)}` : `last value: ${JSON.stringify(last)}`;
  throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}; ${seen}`);
}
