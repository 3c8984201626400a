// Where the time of one timed action goes (`npm run bench:editor -- --profile`): a CPU profile of the
// Node extension host taken through its inspector (opened by SIGUSR1, as Node does for any process:
// code-server has no --inspect-extensions), and a trace of the browser (the window's renderer, and the
// web worker extension host in it). Each is saved beside the screenshots (.cpuprofile and trace .json
// open in Chrome's DevTools) and summed up in one line: how long each was busy between the click and
// the pixels, and on what.
import { writeFileSync } from 'node:fs';
import { RENDERER_PROFILE_CATEGORY, rendererProfileSummary, threadNames } from './rendererProfile.mjs';

/** Node's inspector port after SIGUSR1. */
const INSPECTOR_PORT = 9229;

/** Starts the CPU profiler of Node process `pid` (an extension host) through its inspector; `stop()` resolves with the profile. */
export async function profileNodeHost(pid) {
  process.kill(pid, 'SIGUSR1');
  let targets = null;
  for (let i = 0; i < 50 && !targets; i++) {
    targets = await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`).then((r) => r.json(), () => null);
    if (!targets) await new Promise((r) => setTimeout(r, 100));
  }
  if (!targets?.length) throw new Error(`No inspector on port ${INSPECTOR_PORT} after SIGUSR1 to ${pid}.`);
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`The inspector of ${pid} did not answer.`));
  });
  let next = 0;
  const pending = new Map();
  socket.onmessage = (e) => {
    const message = JSON.parse(e.data);
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  };
  const send = (method, params = {}) => new Promise((resolve) => {
    const id = ++next;
    pending.set(id, resolve);
    socket.send(JSON.stringify({ id, method, params }));
  });
  // Another process may hold the port (an earlier host not yet gone): profile only the one asked for.
  const answer = await send('Runtime.evaluate', { expression: 'process.pid', returnByValue: true });
  if (answer?.result?.value !== pid) {
    socket.close();
    throw new Error(`The inspector on port ${INSPECTOR_PORT} is process ${answer?.result?.value}'s, not ${pid}'s.`);
  }
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 500 });
  await send('Profiler.start');
  return {
    async stop() {
      const result = await Promise.race([send('Profiler.stop'), new Promise((r) => setTimeout(() => r(null), 30_000))]);
      socket.close();
      return result?.profile ?? null;
    },
  };
}

/** Busy time and the functions that took most of it (self time), from a V8 CPU profile. */
export function profileSummary(profile, top = 6) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const { functionName, url, lineNumber } = byId.get(profile.samples[i]).callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    busy += dt;
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  }
  const total = (profile.endTime - profile.startTime) / 1000;
  const heaviest = [...self].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `${Math.round(v)} ms ${k}`);
  return `busy ${Math.round(busy)} of ${Math.round(total)} ms; most: ${heaviest.join('; ')}`;
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', RENDERER_PROFILE_CATEGORY];

/** Starts a trace of the browser around one action; `stop(file)` saves it and resolves with its summary. */
export async function traceBrowser(page) {
  const browser = page.context().browser();
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  return {
    async stop(file) {
      const buffer = await browser.stopTracing();
      writeFileSync(file, buffer);
      const trace = JSON.parse(buffer.toString('utf8'));
      return `${traceSummary(trace)}\n      browser's JavaScript: ${rendererProfileSummary(trace)}`;
    },
  };
}

/** For each thread that was busy (the renderers' main threads, workers): its busy time in top-level tasks and what filled it. */
export function traceSummary(trace, top = 5) {
  const events = trace.traceEvents ?? trace;
  const names = threadNames(events);
  const threads = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || typeof e.dur !== 'number') continue;
    const name = names.get(`${e.pid}:${e.tid}`) ?? '';
    if (!/CrRendererMain|DedicatedWorker/.test(name)) continue;
    // A thread apiece: the web worker extension host, the editor's worker and the TextMate worker are all DedicatedWorkers of one process.
    const key = `${name} ${e.pid}:${e.tid}`;
    if (!threads.has(key)) threads.set(key, { busy: 0, by: new Map() });
    const t = threads.get(key);
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') t.busy += e.dur / 1000;
    else if (['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'FunctionCall', 'EvaluateScript', 'MajorGC', 'MinorGC', 'ParseHTML', 'HitTest', 'RunMicrotasks'].includes(e.name)) {
      t.by.set(e.name, (t.by.get(e.name) ?? 0) + e.dur / 1000);
    }
  }
  return [...threads].filter(([, t]) => t.busy >= 50).sort((a, b) => b[1].busy - a[1].busy)
    .map(([key, t]) => `${key}: busy ${Math.round(t.busy)} ms (${[...t.by].sort((a, b) => b[1] - a[1]).slice(0, top).map(([n, v]) => `${n} ${Math.round(v)}`).join(', ')})`)
    .join('; ');
}
