// The workbench as a user drives it: quick open, the command palette, the status bar, notifications.
import { basename } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { eventually } from './eventually';

const quickInput = '.quick-input-widget';
const quickInputBox = `${quickInput} .quick-input-box input`;
const quickInputRows = `${quickInput} .quick-input-list .monaco-list-row`;

export class Workbench {
  constructor(readonly page: Page) {}

  /** Opens a file by its absolute path through quick open (Ctrl+P), and checks the right one opened. */
  async openFile(path: string): Promise<void> {
    const name = basename(path);
    await this.page.keyboard.press('Control+P');
    await this.page.fill(quickInputBox, path);
    const row = this.page.locator(quickInputRows).filter({ has: this.page.locator('.label-name', { hasText: name }) }).first();
    await row.waitFor({ timeout: 10_000 }).catch(() => {
      throw new Error(`Quick open found no file named ${name} for ${path}.`);
    });
    await row.click();
    await eventually(() => this.activeEditorPath(), (shown) => shown !== null && path.endsWith(shown), {
      what: `${path} to be the active editor`,
    });
  }

  /** The active editor's path as its breadcrumbs show it (relative to the workspace folder). */
  async activeEditorPath(): Promise<string | null> {
    const items = await this.page.$$eval(
      '.editor-group-container.active .breadcrumbs-control .monaco-breadcrumb-item',
      (els) => els.map((e) => (e as HTMLElement).innerText.trim()),
    );
    return items.length ? items.join('/') : null;
  }

  /** The title of the active editor tab ("BFCL_..._result.json", "Calibration Summary", ...). */
  async activeTabTitle(): Promise<string | null> {
    return this.page
      .locator('.editor-group-container.active .tab.active')
      .first()
      .getAttribute('aria-label', { timeout: 2_000 })
      .catch(() => null);
  }

  /** Runs a command by its title as the palette shows it, e.g. "Calibration Lens: Toggle Labels". */
  async runCommand(title: string): Promise<void> {
    // An editor opening elsewhere (a case view shown beside) can take focus and close the palette between
    // finding the row and clicking it; the click never happened then, so the whole pick is tried again.
    for (let attempt = 1; ; attempt++) {
      const row = await this.commandRow(title);
      try {
        await row.click({ timeout: 5_000 });
        return;
      } catch (err) {
        if (attempt === 3) throw err;
      }
    }
  }

  private async commandRow(title: string): Promise<Locator> {
    // F1 can be lost while a webview or a closing quick pick holds focus, and on a busy machine a focus
    // change that comes late (an editor opening) closes the palette just shown: ask again until the
    // palette shows and takes the title.
    for (let attempt = 0; ; attempt++) {
      await this.page.keyboard.press('F1');
      try {
        await this.page.locator(quickInputBox).waitFor({ state: 'visible', timeout: 3_000 });
        await this.page.fill(quickInputBox, `>${title}`, { timeout: 5_000 });
        break;
      } catch (err) {
        if (attempt === 2) throw err;
      }
    }
    const row = this.page.locator(quickInputRows).filter({
      has: this.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }),
    }).first();
    try {
      await row.waitFor({ timeout: 10_000 });
    } catch {
      const offered = await this.quickPickLabels();
      await this.page.keyboard.press('Escape');
      throw new Error(`The command palette has no command "${title}". It offered: ${JSON.stringify(offered)}`);
    }
    return row;
  }

  /** Brings a tab of the active editor group to the front by its title, as a click on it does. */
  async clickTab(title: string): Promise<void> {
    await this.page.locator(`.editor-group-container.active .tab[aria-label^="${title}"]`).first().click();
  }

  /** Labels of the rows the open quick pick shows. */
  async quickPickLabels(): Promise<string[]> {
    return this.page.$$eval(`${quickInputRows} .label-name`, (els) => els.map((e) => e.textContent ?? ''));
  }

  /** The rows the open quick pick shows, as screen readers get them: `label, description, detail`. */
  async quickPickRows(): Promise<string[]> {
    return this.page.$$eval(quickInputRows, (rows) => rows.map((r) => r.getAttribute('aria-label') ?? ''));
  }

  /** Answers an open input box or quick pick (e.g. a command asking for a case id). */
  async answerQuickInput(text: string): Promise<void> {
    await this.page.locator(quickInputBox).waitFor({ state: 'visible', timeout: 10_000 });
    await this.page.fill(quickInputBox, text);
    await this.page.keyboard.press('Enter');
    // On a loaded machine an Enter can reach a quick pick before it has filtered its rows, and is then
    // lost (seen: Go to Case by Id over a 50 MB file left open with the id typed). Pressed again while
    // the same box still shows the same text; a box that moved on (closed, or the next question) is left.
    for (let attempt = 0; attempt < 2; attempt++) {
      const still = await eventually(() => this.openQuickInputValue(), (v) => v !== text, { what: 'the answer taken', timeoutMs: 2_000 }).then(() => false, () => true);
      if (!still) return;
      await this.page.keyboard.press('Enter');
    }
  }

  /** The text in the open quick input's box; null when none is open. */
  private async openQuickInputValue(): Promise<string | null> {
    const box = this.page.locator(quickInputBox);
    return (await box.isVisible()) ? box.inputValue({ timeout: 1_000 }).catch(() => null) : null;
  }

  /** Puts the cursor at a 1-based line and column of the active editor (Ctrl+G). */
  async goTo(line: number, column = 1): Promise<void> {
    // Ctrl+G can be lost, or its box closed at once, while the window still restores its editors (just
    // after a reload): open it again until the line is typed in.
    for (let attempt = 0; ; attempt++) {
      await this.page.keyboard.press('Control+G');
      try {
        await this.page.locator(quickInputBox).waitFor({ state: 'visible', timeout: 3_000 });
        await this.page.fill(quickInputBox, `:${line}:${column}`, { timeout: 3_000 });
        break;
      } catch (err) {
        if (attempt === 3) throw err;
      }
    }
    await this.page.keyboard.press('Enter');
    // On a loaded machine the Enter can be lost (CI: the box left showing ":12:1" for 30 s). Its row is
    // clicked then, never Enter pressed again: a second Enter that came as the box closed at last would
    // reach the editor and break the line there (a run file is writeable until the extension guards it).
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await this.page.locator(quickInput).waitFor({ state: 'hidden', timeout: 5_000 }).then(() => true, () => false)) return;
      await this.page.locator(quickInputRows).first().click({ timeout: 1_000 }).catch(() => undefined);
    }
    await this.page.locator(quickInput).waitFor({ state: 'hidden' });
  }

  /** Text of a status bar entry by its id, e.g. `status.editor.mode`; null when it is not shown. */
  async statusBarItem(id: string): Promise<string | null> {
    const item = this.page.locator(`[id="${id}"]`);
    if ((await item.count()) === 0) return null;
    return ((await item.first().innerText()) ?? '').trim();
  }

  /** Status bar entries as [id, text] pairs, to find an extension's own entry. */
  async statusBarItems(): Promise<Array<[string, string]>> {
    return this.page.$$eval('.statusbar-item', (els) =>
      els.map((e) => [e.id, (e as HTMLElement).innerText.trim()] as [string, string]),
    );
  }

  /** The language mode shown for the active editor, e.g. "JSON Lines". */
  async languageMode(): Promise<string | null> {
    return this.statusBarItem('status.editor.mode');
  }

  /** Messages of the notification toasts on screen. */
  async notifications(): Promise<string[]> {
    return this.page.$$eval('.notifications-toasts .notification-list-item-message', (els) =>
      els.map((e) => (e as HTMLElement).innerText.trim()),
    );
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
