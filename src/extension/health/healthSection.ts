// The case view's run-health section: every finding about this case (a call to a tool not offered, a
// placeholder argument, a known-bad item) and every finding about its category that changes what its
// numbers mean (the harness dropped text replies), with the finding's code, after the case itself.
import type * as vscode from 'vscode';
import type { CaseDocument } from '../../core/document/caseView';
import type { ResultModel } from '../../core/document/fileModel';
import { findingLine } from '../../core/model/finding';
import type { CaseViewSection } from '../caseView/caseViewProvider';
import { fileHealth } from './fileHealth';

export class HealthSection implements CaseViewSection {
  async addTo(_uri: vscode.Uri, model: ResultModel, id: string, doc: CaseDocument): Promise<CaseDocument> {
    const kase = model.caseById.get(id);
    if (!kase) return doc;
    const { findings } = await fileHealth(model);
    const lines: string[] = [];
    for (const f of findings) {
      const here = f.cases.filter((c) => c.id === id && c.file === (kase.file ?? model.path));
      if (here.length === 0) continue;
      lines.push(findingLine(f));
      for (const c of here) if (c.detail) lines.push(`    ${c.detail}`);
    }
    if (lines.length === 0) return doc;
    const body = doc.text.endsWith('\n') ? doc.text.slice(0, -1) : doc.text;
    return { ...doc, text: `${body}\n\nRun health (what makes this run's numbers wrong; calibration-lens gar says the same)\n${lines.map((l) => `  ${l}`).join('\n')}\n` };
  }
}
