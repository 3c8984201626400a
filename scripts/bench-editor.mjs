// The editor's benchmark (`npm run bench:editor`): Calibration Lens in a real VS Code (code-server with
// the packaged extension, driven by Chromium), in both extension hosts (Node, and the web worker as VS
// Code for the Web runs it: the `remote.extensionKind` setting), each beside a probe extension in its
// own window of the same run (scripts/bench/openProbe: one label per line in view, an empty webview),
// which is VS Code's own share that no extension avoids. Timed from the user's action to pixels:
//   - quick open of a file to its first label drawn (and its text): the sample's miss_param result
//     file, the real tau2 results file of the `whissle` run, and a 20 MB BFCL result file generated
//     by tools/synthetic;
//   - the palette command to the summary panel's table drawn, on the sample and on the six real runs
//     (../shared/data copied into a temporary workspace); the probe opens its empty webview instead.
// Each is done cold (in a window just loaded on its workspace, the extension not active yet) and then
// warm (the same again in that window). The windows take turns at each step, in an order that flips
// every run, so that a machine that slows down mid-run slows every side alike. After the 20 MB file
// and the panel, the memory of the extension host: the Node host's resident size, the web worker's
// used JavaScript heap. Prints each run, then medians and ranges as a Markdown table, and the machine
// (cores, load average at the start and the end).
//   node scripts/bench-editor.mjs [--runs N] [--quick] [--hosts node,web] [--steps sample,tau2,big,panel-sample,panel-real]
//                                 [--vsix FILE | --skip-package] [--before FILE] [--timeout SECONDS] [--profile] [--heap-snapshot]
// --quick: one run. --vsix: time another build. --before: also time this build (e.g. one packaged from a
// `git worktree` of an older commit) in windows of its own, beside the others in the same run.
// --profile: also a CPU profile of the extension host (Node's, or the web worker's: scripts/bench/workerHost.mjs)
// and a trace of the browser for every timed action, saved beside the screenshots and summed up under
// its line (scripts/bench/hostProfile.mjs);
// they slow what they watch, so the times of such a run are not the figures. --heap-snapshot: also a
// heap snapshot of the web worker extension host where its memory is read, saved beside the screenshots
// (`npm run bench:heap-summary -- FILE` sums it up).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchOptions } from './bench/benchOptions.mjs';

// The e2e harness is TypeScript: run again under tsx when started by plain node.
if (!process.execArgv.includes('tsx')) {
  const again = spawnSync(process.execPath, ['--experimental-websocket', '--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

const STEPS = ['sample', 'tau2', 'big', 'panel-sample', 'panel-real'];
const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const { values, lists, timeoutMs, vsix, fail } = benchOptions({
  script: 'bench-editor.mjs', root, lists: { steps: STEPS }, timeout: 120, usage: '[--runs N] [--quick] [--before FILE] [--heap-snapshot]',
  options: { runs: { type: 'string', default: '3' }, quick: { type: 'boolean' }, before: { type: 'string' }, 'heap-snapshot': { type: 'boolean' } },
});
const runs = values.quick ? 1 : Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) fail('--runs must be a whole number of at least 1.');
const { hosts: hostKeys, steps: stepKeys } = lists;
const before = values.before ? resolve(values.before) : null;
if (before && !existsSync(before)) fail(`${before} does not exist.`);

const { ensureCodeServer, CODE_SERVER_VERSION } = await import('./code-server/install.mjs');
const { openVSCode } = await import('../test/e2e/harness.ts');
const { SHARED_DATA } = await import('../test/support/sharedData.ts');
const { channelLogs, labelledLines, ms, timeOpen } = await import('./bench/openTiming.mjs');
const { timePanel } = await import('./bench/panelTiming.mjs');
const { activatedInNodeHost, loadWindow, nodeHost, webWorkerHostHeap } = await import('./bench/benchWindow.mjs');
const { profileNodeHost, profileSummary, traceBrowser } = await import('./bench/hostProfile.mjs');
const { activationAgainstClick, latestActivation, pageClockLag } = await import('./bench/activationTiming.mjs');
const { copiedSharedData, generatedBigFile, megabytes } = await import('./bench/editorFiles.mjs');
const { machine, mb, median, pad } = await import('./bench/sideBySide.mjs');
const { profileWebWorkerHost } = await import('./bench/workerHost.mjs');

ensureCodeServer();
if (!values.vsix && !values['skip-package']) execFileSync('npm', ['run', 'package'], { stdio: ['ignore', 'ignore', 'inherit'], cwd: root });

const SAMPLE = join(root, 'sample');
const SAMPLE_FILE = join(SAMPLE, 'result', 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_miss_param_result.json');
const BIG = generatedBigFile(root);
const data = copiedSharedData(SHARED_DATA);
// Interrupted (Ctrl+C, a timeout's SIGTERM): the copy goes too; code-server and the browsers are stopped
// by their own exit handlers (scripts/code-server/launch.mjs, Playwright) as the process exits.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping.`);
    data.remove();
    process.exit(130);
  });
}
const WHISSLE = join(data.folder, 'tau2', 'results', 'whissle', 'airline_run1.json');

const steps = [
  { key: 'sample', what: 'sample miss_param file', workspace: SAMPLE, file: SAMPLE_FILE },
  { key: 'tau2', what: `real tau2 results file (whissle, ${megabytes(WHISSLE)} MB)`, workspace: data.folder, file: WHISSLE },
  { key: 'big', what: `${megabytes(BIG)} MB BFCL file`, workspace: SAMPLE, file: BIG, memory: true },
  { key: 'panel-sample', what: 'summary panel, sample', workspace: SAMPLE, panel: true },
  { key: 'panel-real', what: 'summary panel, six real runs', workspace: data.folder, panel: true },
].filter((s) => stepKeys.includes(s.key));

const LENS = 'calibration-lens.calibration-lens';
const PROBE = 'calibration-lens-bench.open-probe';
const LENS_PANEL = { title: 'Calibration Lens: Open Calibration Summary', extensionId: LENS, mark: 'calibration-summary:rendered' };
const subjects = [
  ...(before ? [{ key: 'before', name: 'Calibration Lens before', id: LENS, vsix: before, log: 'Calibration Lens.log', panel: LENS_PANEL }] : []),
  { key: 'lens', name: 'Calibration Lens', id: LENS, vsix, log: 'Calibration Lens.log', panel: LENS_PANEL },
  { key: 'probe', name: 'probe', id: PROBE, vsix: null, extensionFolders: [join(root, 'scripts', 'bench', 'openProbe')], log: 'Open Probe.log', panel: { title: 'Open Probe: Open Empty Webview', extensionId: PROBE, mark: 'open-probe:painted' } },
];
// code-server asks before showing a file over 10 MB ("Open Anyway"); desktop VS Code only from 1024 MB.
// The desktop value, so that the time is the editor's and the extension's, not a click's.
const QUIET = { 'workbench.editorLargeFileConfirmation': 1024 };
const hosts = [
  { key: 'node', name: 'Node host', settings: QUIET },
  { key: 'web', name: 'web worker host', settings: { ...QUIET, 'remote.extensionKind': { [LENS]: ['web'], [PROBE]: ['web'] } } },
].filter((h) => hostKeys.includes(h.key));

console.log(`bench:editor in code-server ${CODE_SERVER_VERSION}, ${runs} run${runs > 1 ? 's' : ''}, build ${vsix}${before ? `, before: ${before}` : ''}.`);
console.log(`Machine at the start: ${machine()}`);

/** One window per host and subject; `figures` keeps each run's times by step, phase and what was timed. */
const windows = [];
const figures = new Map();
const record = (host, subject, key, value) => {
  const k = `${host.key}|${subject.key}|${key}`;
  if (!figures.has(k)) figures.set(k, []);
  figures.get(k).push(value);
};
const closeEditors = (vscode) => vscode.workbench.runCommand('View: Close All Editors').catch(() => undefined);

/** One timed action: a file's open or a panel's; returns the times to record (ms after the click) and a line to print. */
async function timed(w, step, label) {
  if (!values.profile) return timedOnce(w, step);
  // The profiles of this action: the Node extension host's (when it runs the extension, one window at a
  // time, as they share the inspector's port) and the browser's.
  const pid = w.host.key === 'node' && w.subject.id === LENS ? nodeHost(w.vscode.server.pid)?.pid : undefined;
  const host = pid ? await profileNodeHost(pid).catch((err) => (console.log(`  (no profile: ${err.message})`), null)) : null;
  // The web worker extension host's, in every window of that host (each has its own browser).
  const worker = w.host.key === 'web' ? await profileWebWorkerHost(w.vscode).catch((err) => (console.log(`  (no worker profile: ${err.message})`), null)) : null;
  const trace = await traceBrowser(w.vscode.page);
  const result = await timedOnce(w, step);
  const traced = await trace.stop(join(w.vscode.artifacts, `${label}.trace.json`));
  const profile = await host?.stop();
  if (profile) writeFileSync(join(w.vscode.artifacts, `${label}.cpuprofile`), JSON.stringify(profile));
  const workerProfile = await worker?.stop();
  if (workerProfile) writeFileSync(join(w.vscode.artifacts, `${label}.worker.cpuprofile`), JSON.stringify(workerProfile));
  result.line += `\n      browser: ${traced}${profile ? `\n      Node extension host: ${profileSummary(profile)}` : ''}`;
  if (workerProfile) result.line += `\n      web worker extension host: ${profileSummary(workerProfile)}`;
  return result;
}

async function timedOnce(w, step) {
  const { vscode, subject } = w;
  if (step.panel) {
    const t = await timePanel(vscode, subject.panel, timeoutMs);
    const drawn = t.click === null ? null : t.drawn - t.click;
    return { values: { drawn }, line: `drawn ${ms(drawn)}` };
  }
  const seen = labelledLines(vscode.server.userDataDir, subject.log, step.file).length;
  const t = await timeOpen(vscode, step.file, timeoutMs);
  const since = (at) => (at === null || t.click === null ? null : at - t.click);
  const values = { text: since(t.text), label: since(t.label) };
  // In the Node host, the extension's log says when the editor reached it (the web worker's log is not on disk).
  const arrived = labelledLines(vscode.server.userDataDir, subject.log, step.file)[seen];
  const reached = arrived ? since(arrived.arrived) : null;
  // Whether the extension was active before the click (Node host: its log; a cold open that activates on demand carries the activation).
  const activation = w.host.key === 'node' ? `; ${activationAgainstClick(latestActivation(vscode.extensionHostLog, subject.id), t.click, await pageClockLag(vscode.page))}` : '';
  return {
    values,
    line: `text ${ms(values.text)}, first label ${ms(values.label)}${reached !== null ? ` (editor reached the extension at ${ms(reached)})` : ''}${activation}`,
  };
}

const started = Date.now();
let failures = 0;
try {
  for (const host of hosts) {
    for (const subject of subjects) {
      const vscode = await openVSCode({
        name: `bench-editor-${host.key}-${subject.key}`, workspace: SAMPLE, settings: host.settings, vsix: subject.vsix,
        extensionFolders: subject.extensionFolders ?? [], viewport: { width: 1400, height: 900 },
      });
      windows.push({ host, subject, vscode, checked: false });
    }
  }
  for (let run = 1; run <= runs; run++) {
    console.log(`\nRun ${run} of ${runs} (${Math.round((Date.now() - started) / 1000)} s):`);
    for (const step of steps) {
      // Who goes first flips every run, so that no window always meets a machine another just warmed.
      for (const w of run % 2 ? windows : [...windows].reverse()) {
        const { host, subject, vscode } = w;
        const lines = [];
        try {
          await loadWindow(vscode, step.workspace);
          for (const phase of ['cold', 'warm']) {
            const { values: times, line } = await timed(w, step, `run${run}-${step.key}-${phase}`);
            for (const [what, value] of Object.entries(times)) record(host, subject, `${step.key}|${phase}|${what}`, value);
            lines.push(`${phase}: ${line}`);
            if (run === 1) await vscode.screenshot(`${step.key}-${phase}`);
            if (step.memory && phase === 'warm') {
              // The panel beside the file, then the host's memory.
              await timePanel(vscode, subject.panel, timeoutMs);
              const snapshot = values['heap-snapshot'] ? join(vscode.artifacts, `run${run}-${subject.key}.heapsnapshot`) : null;
              if (snapshot) mkdirSync(vscode.artifacts, { recursive: true });
              const heap = host.key === 'web' ? await webWorkerHostHeap(vscode, snapshot) : null;
              const memory = host.key === 'node' ? nodeHost(vscode.server.pid)?.rss ?? null : heap?.used ?? null;
              record(host, subject, 'memory', memory);
              if (host.key === 'web') record(host, subject, 'memory-retained', heap?.retained ?? null);
              const retained = heap ? `, ${heap.retained === null ? 'unknown' : mb(heap.retained)} after a garbage collection` : '';
              lines.push(`extension host ${host.key === 'node' ? 'resident' : 'heap'} after it and the panel: ${memory === null ? 'unknown' : mb(memory)}${retained}`);
            }
            await closeEditors(vscode);
          }
          if (!w.checked) {
            // The extension runs where the host says, or the figures are not the host's.
            const inNode = activatedInNodeHost(vscode, subject.id);
            if (inNode !== (host.key === 'node')) throw new Error(`${subject.name} ${inNode ? 'ran' : 'did not run'} in the Node extension host of the ${host.name} window.`);
            w.checked = true;
          }
        } catch (err) {
          failures++;
          lines.push(`FAILED: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
          await vscode.screenshot(`${step.key}-FAILED`).catch(() => undefined);
          await vscode.page.keyboard.press('Escape').catch(() => undefined);
          await closeEditors(vscode);
        }
        console.log(`  ${pad(step.key, 13)} ${pad(host.name, 16)} ${pad(subject.name, 24)} ${lines.join('; ')}`);
      }
    }
  }
} finally {
  for (const { subject, vscode } of windows) {
    // The extension's own log (timestamps of what it did) beside the screenshots.
    mkdirSync(vscode.artifacts, { recursive: true });
    channelLogs(vscode.server.userDataDir, subject.log).forEach((path, i) => copyFileSync(path, join(vscode.artifacts, `${i + 1}-${subject.log}`)));
    await vscode.close().catch(() => undefined);
  }
  data.remove();
}

/** "median (min–max)" of a figure's runs, in seconds; a run with no figure makes it "never". */
function cell(host, subject, key) {
  const xs = figures.get(`${host.key}|${subject.key}|${key}`) ?? [];
  if (!xs.length) return '-';
  if (xs.some((x) => x === null)) return `never in ${xs.filter((x) => x === null).length} of ${xs.length}`;
  const s = (x) => (x / 1000).toFixed(2);
  return xs.length === 1 ? `${s(xs[0])} s` : `${s(median(xs))} s (${s(Math.min(...xs))}–${s(Math.max(...xs))})`;
}

console.log(`\nMedians (min–max) of ${runs} run${runs > 1 ? 's' : ''}, seconds after the click (quick open, or the palette command):\n`);
const columns = hosts.flatMap((h) => subjects.map((s) => [h, s]));
console.log(`| step | ${columns.map(([h, s]) => `${h.name}: ${s.name}`).join(' | ')} |`);
console.log(`|---|${columns.map(() => '---:').join('|')}|`);
for (const step of steps) {
  const whats = step.panel ? [['drawn', 'panel drawn']] : [['text', 'text drawn'], ['label', 'first label drawn']];
  for (const phase of ['cold', 'warm']) {
    for (const [what, name] of whats) {
      console.log(`| ${step.what}, ${phase}: ${name} | ${columns.map(([h, s]) => cell(h, s, `${step.key}|${phase}|${what}`)).join(' | ')} |`);
    }
  }
}
if (steps.some((s) => s.memory)) {
  const memory = (h, s, what = 'memory') => {
    const xs = figures.get(`${h.key}|${s.key}|${what}`) ?? [];
    if (what !== 'memory' && h.key === 'node') return '-';
    return xs.length && xs.every((x) => x !== null) ? `${mb(median(xs))} (max ${mb(Math.max(...xs))})` : 'unknown';
  };
  console.log(`| extension host memory after the ${megabytes(BIG)} MB file and the panel (Node: resident; web worker: JS heap) | ${columns.map(([h, s]) => memory(h, s)).join(' | ')} |`);
  console.log(`| the web worker's JS heap after a garbage collection | ${columns.map(([h, s]) => memory(h, s, 'memory-retained')).join(' | ')} |`);
}
console.log(`\nMachine at the end: ${machine()}`);
console.log(`Took ${Math.round((Date.now() - started) / 1000)} s. Screenshots and logs: ${join(root, 'test-artifacts', 'e2e')}/bench-editor-*`);
process.exit(failures ? 1 : 0);
