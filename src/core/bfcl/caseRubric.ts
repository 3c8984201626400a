// BFCL's answer to the rubric question (core/document/formatAdapter.ts, auditRubric): a case's category
// from its file's name (else its id), its test data from the folder the editor finds for it, and the
// rubric computed from both (auditRubric.ts).
import type { CaseRubric } from '../model/auditRubric';
import type { Case } from '../model/model';
import { auditRubric } from './auditRubric';
import { categoryFromCaseId, categoryFromFileName } from './fileNames';
import { testCaseData } from './testData';

/** `dataFolder`: the test data folder of the case (null: none found), asked only when the case has a category. */
export async function bfclCaseRubric(path: string, kase: Case, dataFolder: () => Promise<string | null>): Promise<CaseRubric> {
  const category = categoryFromFileName(path) ?? categoryFromCaseId(kase.id);
  if (!category) return { unavailable: 'B1a-B5 are defined for BFCL multi-turn cases; this case has no BFCL category.' };
  const folder = await dataFolder();
  const data = folder ? await testCaseData(folder, category, kase.id) : null;
  return { values: auditRubric(kase, category, data), dataFolder: data && folder ? folder : null };
}
