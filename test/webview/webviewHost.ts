// A stand-in for VS Code's webview host, in headless Chromium: serves the page the extension builds
// (same HTML, same CSP, only dist/webview and media/ reachable), provides acquireVsCodeApi (recording
// what the page posts), applies a theme's CSS variables and body class, and posts messages to the page.
import { emitClassesOfRuns } from '../../src/core/export/emitClasses';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { summaryHtml } from '../../src/extension/summary/html';
import type { SummaryPanelState, ToWebview } from '../../src/protocol/messages';
import { THEMES, type ThemeKind } from './themes';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const ORIGIN = 'https://webview.test';
const PROJECT = resolve(__dirname, '..', '..');
/** The panel's localResourceRoots. */
const RESOURCE_ROOTS = [join(PROJECT, 'dist', 'webview'), join(PROJECT, 'media')];
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json', '.svg': 'image/svg+xml' };

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'calibration-lens-webview-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1400, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export interface SummaryPage {
  page: Page;
  /** Messages the page posted, in order. */
  posted(): Promise<unknown[]>;
  /** The messages posted once there are at least `count` (a reply to a posted message comes a task later). */
  postedAtLeast(count: number): Promise<unknown[]>;
  /** The state the page last saved with setState. */
  savedState(): Promise<unknown>;
  /** Posts as the extension does; for 'runs', resolves once the page has rendered it. */
  post(message: ToWebview): Promise<void>;
  /** Console errors, page errors and requests that left the webview's origin, seen so far. */
  problems: string[];
  /** Every URL the page requested. */
  requests: string[];
}

export async function openSummaryPage(
  browser: Browser,
  options: { theme?: ThemeKind; state?: SummaryPanelState } = {},
): Promise<SummaryPage> {
  const theme = THEMES[options.theme ?? 'dark'];
  const page = await browser.context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));

  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    if (path === '/index.html') {
      const nonce = 'n' + Math.random().toString(36).slice(2);
      const body = summaryHtml({ cspSource: ORIGIN, nonce, scriptUri: `${ORIGIN}/dist/webview/summary.js`, chunkUri: `${ORIGIN}/dist/webview/chunk.js`, styleUri: `${ORIGIN}/media/summary.css` });
      return route.fulfill({ status: 200, contentType: 'text/html', body });
    }
    const file = resolve(PROJECT, '.' + path);
    if (!RESOURCE_ROOTS.some((root) => file.startsWith(root + sep))) return route.fulfill({ status: 404, body: 'outside localResourceRoots' });
    try {
      return route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
  // Anything else (an <img src=x>, a stray fetch) must not reach the network.
  await page.route((url) => !url.href.startsWith(ORIGIN), (route) => {
    problems.push(`request outside the webview: ${route.request().url()}`);
    return route.abort();
  });

  // A string, not a function: tsx compiles functions with helpers that do not exist in the page.
  await page.addInitScript(hostScript(theme.variables, theme.bodyClass, options.state ?? null));

  await page.goto(`${ORIGIN}/index.html`);
  await page.waitForFunction(() => ((window as unknown as { __posted: unknown[] }).__posted ?? []).length > 0);

  return {
    page,
    problems,
    requests,
    posted: () => page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted),
    postedAtLeast: async (count) => {
      await page.waitForFunction((n) => (window as unknown as { __posted: unknown[] }).__posted.length >= n, count);
      return page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted);
    },
    savedState: () => page.evaluate(() => (window as unknown as { __state: unknown }).__state),
    post: async (message) => {
      const before = await page.evaluate(() => Number(document.body.dataset.renders ?? 0));
      // The extension tells the page each benchmark's emit classes with the runs.
      const told = message.type === 'runs' && !message.emitClasses ? { ...message, emitClasses: emitClassesOfRuns(message.runs) } : message;
      await page.evaluate((m) => window.postMessage(m, '*'), told as unknown as Record<string, unknown>);
      if (message.type === 'runs') await page.waitForFunction((n) => Number(document.body.dataset.renders ?? 0) > n, before);
    },
  };
}

/** What VS Code's webview host provides before the page's own scripts run. */
function hostScript(variables: Record<string, string>, bodyClass: string, state: SummaryPanelState | null): string {
  return `(() => {
    const variables = ${JSON.stringify(variables)};
    window.__posted = [];
    window.__state = ${JSON.stringify(state)};
    window.__cspViolations = [];
    let acquired = false;
    window.acquireVsCodeApi = () => {
      if (acquired) throw new Error('An instance of the VS Code API has already been acquired');
      acquired = true;
      return {
        postMessage: (m) => window.__posted.push(JSON.parse(JSON.stringify(m))),
        getState: () => window.__state,
        setState: (s) => { window.__state = JSON.parse(JSON.stringify(s)); },
      };
    };
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const [name, value] of Object.entries(variables)) document.documentElement.style.setProperty(name, value);
      document.body.classList.add(${JSON.stringify(bodyClass)});
      document.body.dataset.vscodeThemeKind = ${JSON.stringify(bodyClass)};
    });
  })();`;
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}
