// How long the summary panel takes to show 10 runs of 4 categories x 200 cases, from the moment the
// extension posts the data to the first frame painted with the table. Headless Chromium, the real bundle
// and page (CSP included); several fresh pages, median printed. Target: 300 ms. Not a timed test.
//   node scripts/bench-webview.mjs [--repeat N]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

// The page set-up is TypeScript shared with the webview tests: run under tsx, as the tests do.
if (!process.env.CALIBRATION_LENS_UNDER_TSX) {
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)];
  const child = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, CALIBRATION_LENS_UNDER_TSX: '1' } });
  process.exit(child.status ?? 1);
}
const { launchBrowser, openSummaryPage } = await import('../test/webview/webviewHost.ts');
const { syntheticRuns } = await import('../test/webview/syntheticRuns.ts');

const repeat = Number(process.argv[process.argv.indexOf('--repeat') + 1]) || 7;
const TARGET_MS = 300;

if (!existsSync('dist/webview/summary.js')) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

const runs = syntheticRuns({ runs: 10, casesPerCategory: 200, seed: 7 });
const cases = runs.reduce((n, r) => n + r.groups.reduce((m, c) => m + c.cases.length, 0), 0);
const message = { type: 'runs', folders: ['/bench/release'], runs, warnings: [] };

const loadBefore = loadavg()[0];
const browser = await launchBrowser();
const handler = [];
const painted = [];
try {
  for (let i = 0; i < repeat; i++) {
    const panel = await openSummaryPage(browser, { theme: 'dark' });
    // The data goes into the page first and the page settles (in VS Code the data arrives a round trip
    // after `ready`); the clock starts at postMessage, as when the extension posts.
    await panel.page.evaluate((data) => (window.__benchData = data), message);
    await panel.page.waitForTimeout(300);
    const times = await panel.page.evaluate(
      () =>
        new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.body.dataset.renders !== '1') return;
            observer.disconnect();
            const rendered = performance.now();
            // Two frames later the table has been styled, laid out and painted.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve({ rendered: rendered - start, painted: performance.now() - start })));
          });
          observer.observe(document.body, { attributes: true, attributeFilter: ['data-renders'] });
          const start = performance.now();
          window.postMessage(window.__benchData, '*');
        }),
    );
    const rows = await panel.page.$$eval('table.summary tbody tr:not(.group-row)', (r) => r.length);
    if (rows !== 40) throw new Error(`Expected 40 rows in the table, found ${rows}.`);
    if (panel.problems.length) throw new Error(`The page reported problems: ${panel.problems.join('; ')}`);
    handler.push(times.rendered);
    painted.push(times.painted);
    await panel.page.close();
  }
} finally {
  await browser.close();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(`Summary panel, ${runs.length} runs x 4 categories (${cases} cases), ${repeat} fresh pages in headless Chromium:`);
console.log(`  data posted -> table built:   median ${fmt(median(handler))}  (min ${fmt(Math.min(...handler))}, max ${fmt(Math.max(...handler))})`);
console.log(`  data posted -> table painted: median ${fmt(median(painted))}  (min ${fmt(Math.min(...painted))}, max ${fmt(Math.max(...painted))})`);
console.log(`  target ${TARGET_MS} ms: ${median(painted) <= TARGET_MS ? 'met' : 'NOT met'}`);
const cores = availableParallelism();
const load = Math.max(loadBefore, loadavg()[0]);
console.log(`  machine: ${cores} cores, load average ${load.toFixed(1)}${load > cores ? ' (busy: other processes compete for the CPU; these times are inflated)' : ''}`);
