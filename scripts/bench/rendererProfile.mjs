// The JavaScript samples of the browser's threads in a `bench:editor --profile` trace (Chromium's
// `disabled-by-default-v8.cpu_profiler` category: `Profile` and `ProfileChunk` events, a V8 CPU profile
// cut into pieces per thread), summed up per thread: what the window's renderer ran (the workbench's
// own code, an extension's webview, the web worker extension host), which the trace's tasks alone do
// not say (session 13's cold window: busy ten times the probe's, no function named).
export const RENDERER_PROFILE_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

/** Each thread's name in a trace's events, by `pid:tid`. */
export function threadNames(events) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  return names;
}

/** Per thread with samples: the sampled busy time and the functions that took most of it (self time), heaviest thread first. */
export function rendererProfileSummary(trace, top = 8) {
  const events = trace.traceEvents ?? trace;
  const names = threadNames(events);
  // A profile's chunks carry its id; its thread is the one its `Profile` event was written on.
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile') profiles.set(`${e.pid}:${e.id}`, { thread: names.get(`${e.pid}:${e.tid}`) ?? `thread ${e.tid}`, pid: e.pid, nodes: new Map(), self: new Map(), busy: 0 });
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk') continue;
    const p = profiles.get(`${e.pid}:${e.id}`);
    const data = e.args?.data;
    if (!p || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) p.nodes.set(node.id, node.callFrame);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    // A sample's time is the gap to the next one: the chunk's own deltas, the last sample's cut off.
    for (let i = 0; i < samples.length; i++) {
      const dt = (deltas[i + 1] ?? 0) / 1000;
      const frame = p.nodes.get(samples[i]);
      if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue;
      p.busy += dt;
      const where = frame.url ? ` ${frame.url.split('/').slice(-2).join('/')}:${(frame.lineNumber ?? 0) + 1}` : '';
      const key = `${frame.functionName || '(anonymous)'}${where}`;
      p.self.set(key, (p.self.get(key) ?? 0) + dt);
    }
  }
  const busiest = [...profiles.values()].filter((p) => p.busy >= 50).sort((a, b) => b.busy - a.busy);
  if (!busiest.length) return 'no JavaScript samples';
  return busiest.map((p) => `${p.thread} ${p.pid}: JavaScript ${Math.round(p.busy)} ms sampled; most: ${
    [...p.self].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `${Math.round(v)} ms ${k}`).join('; ')}`).join('\n        ');
}
