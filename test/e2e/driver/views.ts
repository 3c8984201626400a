// Contributed views: the rows of a tree view, and the document inside a webview.
import type { Frame, Locator, Page } from 'playwright-core';
import { eventually } from './eventually';
import { escapeRegExp } from './workbench';

export interface TreeRow {
  label: string;
  description: string | null;
  /** 1 for a root item. */
  level: number;
  /** null for an item without children. */
  expanded: boolean | null;
  /** The codicon of a ThemeIcon, e.g. "pass" for `new ThemeIcon('pass')`. */
  icon: string | null;
}

export class Views {
  constructor(readonly page: Page) {}

  /** The pane of a view by its name as the side bar shows it ("Calibration Lens", "Outline"). */
  private async pane(viewName: string): Promise<Locator> {
    const pane = this.page.locator('.pane').filter({
      has: this.page.locator('.pane-header .title', { hasText: new RegExp(`^${escapeRegExp(viewName)}$`, 'i') }),
    });
    if ((await pane.count()) === 0) {
      throw new Error(
        `No view named "${viewName}" is in the side bar. Open its container first, for instance ` +
          `with workbench.runCommand('<Container>: Focus on ${viewName} View').`,
      );
    }
    const header = pane.first().locator('.pane-header');
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    return pane.first();
  }

  /** The welcome text a view shows when it has nothing to list (its viewsWelcome contents); empty when none is shown. */
  async welcomeText(viewName: string): Promise<string> {
    const welcome = (await this.pane(viewName)).locator('.welcome-view-content');
    return (await welcome.count()) ? (await welcome.first().innerText()).trim() : '';
  }

  /** The rows of a tree view that are shown (expanded items show their children), once they settle. */
  async treeRows(viewName: string): Promise<TreeRow[]> {
    const pane = await this.pane(viewName);
    let previous = '';
    const settled = await eventually(
      async () => {
        const rows = await this.readRows(pane);
        const same = JSON.stringify(rows) === previous;
        previous = JSON.stringify(rows);
        return same ? rows : null;
      },
      (rows) => rows !== null,
      { what: `the rows of "${viewName}" to settle`, intervalMs: 150 },
    );
    return settled ?? [];
  }

  private readRows(pane: Locator): Promise<TreeRow[]> {
    return pane.locator('.pane-body .monaco-list-row').evaluateAll((rows) =>
      rows.map((row) => {
        const expanded = row.getAttribute('aria-expanded');
        const icon = row.querySelector('.custom-view-tree-node-item-icon');
        return {
          label: row.querySelector('.label-name')?.textContent?.trim() ?? '',
          description: row.querySelector('.label-description')?.textContent?.trim() || null,
          level: Number(row.getAttribute('aria-level')),
          expanded: expanded === null ? null : expanded === 'true',
          icon: icon ? ([...icon.classList].find((c) => c.startsWith('codicon-'))?.slice(8) ?? null) : null,
        };
      }),
    );
  }

  private async row(viewName: string, label: string): Promise<Locator> {
    const pane = await this.pane(viewName);
    const row = pane.locator('.pane-body .monaco-list-row').filter({
      has: this.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }),
    });
    await row.first().waitFor({ timeout: 10_000 }).catch(() => {
      throw new Error(`The view "${viewName}" shows no item "${label}".`);
    });
    return row.first();
  }

  /** Expands a tree item by its label and waits for its children to be shown. */
  async expand(viewName: string, label: string): Promise<void> {
    const row = await this.row(viewName, label);
    if ((await row.getAttribute('aria-expanded')) === 'true') return;
    await row.locator('.monaco-tl-twistie').click();
    await eventually(() => row.getAttribute('aria-expanded'), (v) => v === 'true', { what: `"${label}" to expand` });
  }

  /** Clicks a tree item (runs its command, e.g. opens a case). */
  async click(viewName: string, label: string): Promise<void> {
    // The tooltip of the row hovered last (e.g. the parent just expanded) can lie over this row: move the
    // pointer away and let it fade before clicking.
    await this.page.mouse.move(0, 0);
    await this.page.locator('.workbench-hover-container').first().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    await (await this.row(viewName, label)).click();
  }

  /**
   * The document inside the webview shown on screen (webviews are an iframe inside an iframe).
   * `extensionId` picks the webview of one extension when several are open.
   */
  async webviewFrame(extensionId?: string, timeoutMs = 15_000): Promise<Frame> {
    const selector = `iframe.webview.ready${extensionId ? `[src*="extensionId=${extensionId}"]` : ''}`;
    const outer = this.page.locator(selector).filter({ visible: true }).first();
    await outer.waitFor({ timeout: timeoutMs });
    const outerFrame = await (await outer.elementHandle())?.contentFrame();
    if (!outerFrame) throw new Error(`The webview ${selector} has no document.`);
    const inner = await outerFrame.waitForSelector('iframe#active-frame', { timeout: timeoutMs });
    const frame = await inner.contentFrame();
    if (!frame) throw new Error('The webview has no active frame.');
    return frame;
  }
}
