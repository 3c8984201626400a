// The case view's gold column: the case's gold path spliced into the rendered case, and the lines
// the column's colours and jump keys need.
import type * as vscode from 'vscode';
import type { CaseDocument } from '../../core/document/caseView';
import { withGoldColumn } from '../../core/bfcl/goldPath/caseViewGold';
import type { GoldLayout } from '../../core/goldPath/goldLines';
import type { CaseViewGold } from '../caseView/caseViewProvider';
import type { ResultModel } from '../runStore';
import type { GoldColumnLines, GoldColumnStore } from './goldColumnStore';
import type { GoldPathService } from './goldPathService';

export class GoldColumn implements CaseViewGold {
  constructor(
    private readonly service: GoldPathService,
    private readonly column: GoldColumnStore,
  ) {}

  async addTo(uri: vscode.Uri, model: ResultModel, id: string, doc: CaseDocument, layout: GoldLayout = 'columns'): Promise<CaseDocument> {
    const outcome = await this.service.forCase(model, id);
    if (!outcome.ok) {
      this.column.set(uri, { marks: [], divergenceLines: [] });
      return { ...doc, text: `${doc.text}\nGold path: ${outcome.message}\n` };
    }
    const withGold = withGoldColumn(doc, outcome.path, layout);
    this.column.set(uri, { marks: withGold.goldMarks, divergenceLines: withGold.divergenceLines });
    return withGold.doc;
  }

  setLines(uri: vscode.Uri, lines: GoldColumnLines): void {
    this.column.set(uri, lines);
  }

  async testDataOf(model: ResultModel, id: string): Promise<string | null> {
    return (await this.service.testDataOf(model, id))?.folder ?? null;
  }
}
