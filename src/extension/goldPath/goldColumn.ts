// The case view's hook for the gold column: the case's gold path spliced into the rendered case.
import type * as vscode from 'vscode';
import type { CaseDocument } from '../../core/bfcl/caseDocument';
import { withGoldColumn } from '../../core/bfcl/goldPath/caseViewGold';
import type { ResultModel } from '../runStore';
import type { GoldColumnStore } from './goldColumnStore';
import type { GoldPathService } from './goldPathService';

export interface GoldColumn {
  service: GoldPathService;
  column: GoldColumnStore;
}

export async function addGoldColumn(gold: GoldColumn, uri: vscode.Uri, model: ResultModel, id: string, doc: CaseDocument): Promise<CaseDocument> {
  const outcome = await gold.service.forCase(model, id);
  if (!outcome.ok) {
    gold.column.set(uri, { marks: [], divergenceLines: [] });
    return { ...doc, text: `${doc.text}\nGold path: ${outcome.message}\n` };
  }
  const withGold = withGoldColumn(doc, outcome.path);
  gold.column.set(uri, { marks: withGold.goldMarks, divergenceLines: withGold.divergenceLines });
  return withGold.doc;
}
