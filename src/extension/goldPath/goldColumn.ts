// The case view's gold column: the case's gold path spliced into the rendered case, and the lines
// the column's colours and jump keys need.
import type * as vscode from 'vscode';
import type { CaseDocument } from '../../core/document/caseView';
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
    const withGold = await this.service.withColumn(model, id, doc, layout);
    // Its format drew the view with its gold already, and told the column its lines (setLines).
    if (!withGold) return doc;
    this.column.set(uri, { marks: withGold.goldMarks, divergenceLines: withGold.divergenceLines });
    return withGold.doc;
  }

  setLines(uri: vscode.Uri, lines: GoldColumnLines): void {
    this.column.set(uri, lines);
  }

  async testDataOf(model: ResultModel, id: string): Promise<string | null> {
    return this.service.testDataOf(model, id);
  }
}
