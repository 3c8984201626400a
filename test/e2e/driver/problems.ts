// Diagnostics as the user sees them: the counts in the status bar and the rows of the Problems panel.
import type { Page } from 'playwright-core';
import type { Workbench } from './workbench';

export interface ProblemCounts {
  errors: number;
  warnings: number;
  infos: number;
}

export interface RelatedInformation {
  message: string;
  file: string;
  line: number;
  column: number;
}

export interface Problem {
  /** The file's name as the panel groups it. */
  file: string;
  severity: 'error' | 'warning' | 'info' | 'hint';
  message: string;
  source: string | null;
  code: string | null;
  line: number;
  column: number;
  related: RelatedInformation[];
}

interface PanelRow {
  index: number;
  level: number;
  label: string;
  severity: string | null;
  message: string;
  source: string | null;
  code: string | null;
  position: string;
}

export class Problems {
  constructor(readonly page: Page, private readonly workbench: Workbench) {}

  /** The error / warning / info counts of the status bar entry (an absent kind counts 0). */
  async counts(): Promise<ProblemCounts> {
    return this.page.$eval('[id="status.problems"]', (item) => {
      const counts = { errors: 0, warnings: 0, infos: 0 };
      const kinds: Record<string, keyof typeof counts> = { 'codicon-error': 'errors', 'codicon-warning': 'warnings', 'codicon-info': 'infos' };
      for (const icon of item.querySelectorAll('.codicon')) {
        const kind = [...icon.classList].map((c) => kinds[c]).find(Boolean);
        const number = Number((icon.nextSibling?.textContent ?? '').trim());
        if (kind && Number.isFinite(number)) counts[kind] = number;
      }
      return counts;
    });
  }

  /**
   * Every problem listed in the Problems panel (opens it; reads past the rows in view by paging).
   * Hints are not counted in the status bar, so a workspace with only hints lists none.
   */
  async list(): Promise<Problem[]> {
    await this.workbench.runCommand('Problems: Focus on Problems View');
    const { errors, warnings, infos } = await this.counts();
    // With nothing to list, the panel hides its tree and shows a message instead.
    if (errors + warnings + infos === 0) return [];
    // A filter that matches nothing hides the tree and shows its message instead: that is an empty list,
    // read at once (waiting for the tree there left a poll of 30 s only three reads).
    const tree = this.page.locator('.markers-panel .monaco-list');
    const noMatch = this.page.locator('.markers-panel .message-box-container').filter({ hasText: 'No results found with provided filter criteria' });
    await tree.or(noMatch).first().waitFor({ timeout: 10_000 });
    if (await noMatch.isVisible()) return [];
    // A read while the panel re-sorts (diagnostics of other files arriving) can see a problem's row before
    // any file's row: that read is incomplete, so read again (two reads that must agree never agree on a long list).
    for (let attempt = 1; ; attempt++) {
      const problems = toProblems(await this.readAllRows());
      if (problems.every((p) => p.file !== '') || attempt === 5) return problems;
      await this.page.waitForTimeout(300);
    }
  }

  private async readAllRows(): Promise<PanelRow[]> {
    const rows = new Map<number, PanelRow>();
    await this.page.keyboard.press('Home');
    for (let lastSize = -1; rows.size !== lastSize; ) {
      lastSize = rows.size;
      for (const row of await this.readRows()) rows.set(row.index, row);
      await this.page.keyboard.press('PageDown');
    }
    return [...rows.values()].sort((a, b) => a.index - b.index);
  }

  private readRows(): Promise<PanelRow[]> {
    return this.page.$$eval('.markers-panel .monaco-list-row', (els) =>
      els.map((row) => {
        const text = (selector: string) => row.querySelector(selector)?.textContent?.trim() ?? null;
        const icon = row.querySelector('.marker-icon');
        return {
          index: Number(row.getAttribute('data-index')),
          level: Number(row.getAttribute('aria-level')),
          label: text('.label-name') ?? text('.related-info-resource') ?? '',
          severity: icon ? ['error', 'warning', 'info', 'hint'].find((s) => icon.classList.contains(s)) ?? null : null,
          message: text('.marker-message') ?? text('.marker-description') ?? '',
          source: text('.marker-source'),
          code: text('.marker-code'),
          position: text('.marker-line') ?? '',
        };
      }),
    );
  }
}

function toProblems(rows: PanelRow[]): Problem[] {
  const problems: Problem[] = [];
  let file = '';
  for (const row of rows) {
    const [line, column] = (/\[Ln (\d+), Col (\d+)\]/.exec(row.position) ?? []).slice(1).map(Number);
    if (row.level === 1) file = row.label;
    else if (row.level === 2) {
      problems.push({
        file,
        severity: (row.severity ?? 'info') as Problem['severity'],
        message: row.message,
        source: row.source,
        code: row.code,
        line: line ?? 0,
        column: column ?? 0,
        related: [],
      });
    } else if (row.level === 3) {
      problems.at(-1)?.related.push({ message: row.message, file: row.label, line: line ?? 0, column: column ?? 0 });
    }
  }
  return problems;
}
