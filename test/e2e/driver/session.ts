// One VS Code for a test file: code-server with a fresh profile and the packaged extension, driven
// by Chromium. Everything it starts is stopped by close(), which a test calls in `after`.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from '../../../scripts/code-server/install.mjs';
import { launchCodeServer, type CodeServer } from '../../../scripts/code-server/launch.mjs';
import { Editor } from './editor';
import { eventually } from './eventually';
import { browserLogs } from './browserLogs';
import { ExtensionHostLog, logEntries } from './logs';
import { artifactsDir, packagedExtension } from './paths';
import { Problems } from './problems';
import { Views } from './views';
import { Workbench } from './workbench';

/** The packaged extension's id (publisher.name), which names its logs' folder. */
const EXTENSION_ID = 'calibration-lens.calibration-lens';

/** The entries of the extension's own log a failing step prints (when it read what, in how long). */
const LAST_LINES = 8;

/** Flags from ../shared/docs/vscode-in-tests.md: nothing reaches out, nothing asks. */
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

export interface VSCodeOptions {
  /** Names the artefact folder: test-artifacts/e2e/<name>/. */
  name: string;
  /** The folder opened as the workspace. */
  workspace: string;
  /**
   * A folder of another scheme (`memrun:/sample`) opened instead of `workspace`: a virtual workspace, as
   * VS Code for the Web opens one. The workbench's `?folder=` takes a URI of any scheme; code-server
   * still starts on `workspace`, which the window then does not show.
   */
  folderUri?: string;
  /** User settings added to (or overriding) the quiet defaults of scripts/code-server/launch.mjs. */
  settings?: Record<string, unknown>;
  /** The .vsix to install; the packaged Calibration Lens unless given; null for none. */
  vsix?: string | null;
  /** Unpacked extensions to install as well (test fixtures). */
  extensionFolders?: string[];
  viewport?: { width: number; height: number };
  /** A file open in the editor when the window opens (as `npm run demo` opens one). */
  openFile?: string;
}

export class VSCodeSession {
  readonly workbench: Workbench;
  readonly editor: Editor;
  readonly problems: Problems;
  readonly views: Views;
  readonly extensionHostLog: ExtensionHostLog;
  readonly artifacts: string;
  private shots = 0;

  constructor(readonly page: Page, readonly server: CodeServer, private readonly browser: Browser, name: string) {
    this.workbench = new Workbench(page);
    this.editor = new Editor(page, this.workbench);
    this.problems = new Problems(page, this.workbench);
    this.views = new Views(page);
    this.extensionHostLog = new ExtensionHostLog(server.userDataDir);
    this.artifacts = artifactsDir(name);
  }

  /** Saves test-artifacts/e2e/<name>/<NN>-<step>.png, numbered in the order taken. */
  async screenshot(step: string): Promise<string> {
    const file = join(this.artifacts, `${String(++this.shots).padStart(2, '0')}-${step.replace(/[^\w.-]+/g, '-')}.png`);
    await this.page.screenshot({ path: file });
    return file;
  }

  /**
   * Runs one step of a test and takes its screenshot; when the step fails, the screenshot is
   * marked so and the error carries the extension host's errors, which usually say why.
   */
  async step<T>(name: string, body: () => Promise<T>): Promise<T> {
    try {
      const result = await body();
      await this.screenshot(name);
      return result;
    } catch (err) {
      const shot = await this.screenshot(`${name}-FAILED`).catch(() => 'none (the page is gone)');
      if (err instanceof Error) err.message += `\n${await this.diagnosis()}\nScreenshot: ${shot}`;
      throw err;
    }
  }

  /**
   * What to read when a step fails: the extension hosts' errors, and the extension's own warnings and
   * errors (its log on disk in the Node host, in the browser's store in the web worker host), and where
   * the full logs are.
   */
  async diagnosis(): Promise<string> {
    const errors = this.extensionHostLog.errors();
    const ours = [this.extensionHostLog.extensionLogs(EXTENSION_ID)];
    const browser = await browserLogs(this.page);
    for (const [path, text] of browser) {
      if (path.endsWith('/workerexthost.log')) errors.push(...logEntries(text, /\[error\]/));
      else if (path.includes(`/${EXTENSION_ID}/`)) ours.push(text);
    }
    const warned = ours.flatMap((text) => logEntries(text, /\[(error|warning)\]/));
    const last = ours.flatMap((text) => logEntries(text, /./)).slice(-LAST_LINES).map((e) => e.split('\n')[0]!);
    const list = (entries: string[]) => (entries.length ? entries.map((e) => e.split('\n').slice(0, 8).join('\n')).join('\n') : '(none)');
    return [
      `Extension host errors:\n${list(errors)}`,
      `Calibration Lens warnings and errors:\n${list(warned)}`,
      `Calibration Lens log, its last ${LAST_LINES} entries:\n${list(last)}`,
      `Logs are copied to ${this.artifacts} when the session closes.`,
    ].join('\n');
  }

  /** Closes the browser and stops code-server; keeps their logs beside the screenshots, the browser's own (the web worker host's) included. */
  async close(): Promise<void> {
    const browser = await browserLogs(this.page);
    await this.browser.close().catch(() => undefined);
    mkdirSync(this.artifacts, { recursive: true });
    for (const [path, text] of browser) writeFileSync(join(this.artifacts, `browser-${path.split('/').slice(1).join('-')}`), text);
    this.extensionHostLog.paths().forEach((path, i) => copyFileSync(path, join(this.artifacts, `exthost${i + 1}.log`)));
    const ours = this.extensionHostLog.extensionLogs(EXTENSION_ID);
    if (ours) writeFileSync(join(this.artifacts, 'calibration-lens.log'), ours);
    if (existsSync(this.server.logPath)) copyFileSync(this.server.logPath, join(this.artifacts, 'code-server.log'));
    await this.server.stop();
  }
}

/** Starts code-server and Chromium and waits until the workbench has started its extensions. */
export async function openVSCode(options: VSCodeOptions): Promise<VSCodeSession> {
  const vsix = options.vsix === undefined ? packagedExtension : options.vsix;
  rmSync(artifactsDir(options.name), { recursive: true, force: true });
  mkdirSync(artifactsDir(options.name), { recursive: true });
  const server = await launchCodeServer({
    workspace: options.workspace,
    vsix,
    extensionFolders: options.extensionFolders ?? [],
    settings: options.settings ?? {},
    openFile: options.openFile ?? null,
    keepProfile: process.env.E2E_KEEP_PROFILE === '1',
  });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const context = await browser.newContext({ viewport: options.viewport ?? { width: 1400, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    // tsx compiles the functions handed to page.evaluate with esbuild's keepNames, which wraps inner
    // functions in __name(...): give every frame that helper so that tests may write any function.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = await context.newPage();
    const session = new VSCodeSession(page, server, browser, options.name);
    // On a loaded machine the workbench's first load can pass Playwright's 30 s default.
    const address = options.folderUri ? `${server.url}?folder=${encodeURIComponent(options.folderUri)}` : server.folderUrl;
    await page.goto(address, { timeout: 90_000 });
    await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
    // Extensions with start-up events have run once this line is logged; later events are the test's.
    await eventually(async () => session.extensionHostLog.text(), (log) => log.includes('Eager extensions activated'), {
      what: 'the extension host to start its extensions',
      timeoutMs: 60_000,
    });
    return session;
  } catch (err) {
    await browser?.close().catch(() => undefined);
    const log = existsSync(server.logPath) ? readFileSync(server.logPath, 'utf8').split('\n').slice(-15).join('\n') : '';
    await server.stop();
    throw new Error(`VS Code did not start: ${err instanceof Error ? err.message : String(err)}\ncode-server log:\n${log}`);
  }
}
