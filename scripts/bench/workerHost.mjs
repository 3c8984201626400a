// The web worker extension host of a benchmark window, reached through Chromium's DevTools protocol (a
// worker has no inspector port of its own): its memory (benchWindow.mjs) and, with `--profile`, a CPU
// profile of it around one timed action, summed up as the Node host's is (hostProfile.mjs).

/**
 * A DevTools session with the web worker extension host of `vscode`'s window (the newest worker whose
 * url or title names the extension host; waits up to `waitMs` for it, as a window just loaded starts it
 * last): `ask(method, params, timeoutMs)` resolves with the answer (null if none came), `chunks` holds
 * the heap snapshot chunks it sent, `detach()` ends it. Null when there is no such worker.
 */
export async function workerHostSession(vscode, waitMs = 0) {
  const cdp = await vscode.page.context().browser().newBrowserCDPSession();
  let worker = null;
  for (const giveUpAt = Date.now() + waitMs; ;) {
    const { targetInfos } = await cdp.send('Target.getTargets');
    worker = targetInfos.filter((t) => t.type === 'worker' && /extensionHost/i.test(`${t.url} ${t.title}`)).pop();
    if (worker || Date.now() >= giveUpAt) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (!worker) {
    await cdp.detach().catch(() => undefined);
    return null;
  }
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
  const pending = new Map();
  const chunks = [];
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    if (e.sessionId !== sessionId) return;
    const message = JSON.parse(e.message);
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(message.params.chunk);
    else pending.get(message.id)?.(message.result ?? null);
  });
  let id = 0;
  const ask = (method, params = {}, timeoutMs = 30_000) => {
    const answer = new Promise((resolve) => pending.set(++id, resolve));
    void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    return Promise.race([answer, new Promise((r) => setTimeout(() => r(null), timeoutMs))]);
  };
  return {
    ask,
    chunks,
    async detach() {
      await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}

/**
 * Starts the CPU profiler of the web worker extension host of `vscode`'s window (sampling every 500
 * µs, as the Node host's); `stop()` resolves with the profile (null if the worker went or did not
 * answer). Throws when the window has no such worker.
 */
export async function profileWebWorkerHost(vscode) {
  const session = await workerHostSession(vscode, 10_000);
  if (!session) throw new Error('no web worker extension host in the window');
  await session.ask('Profiler.enable');
  await session.ask('Profiler.setSamplingInterval', { interval: 500 });
  if ((await session.ask('Profiler.start')) === null) {
    await session.detach();
    throw new Error('the web worker extension host did not start its profiler');
  }
  return {
    async stop() {
      const result = await session.ask('Profiler.stop');
      await session.detach();
      return result?.profile ?? null;
    },
  };
}
