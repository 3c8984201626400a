// The Agreement tab's figures for the folders a summary panel shows: the runs in them, their label
// stores (where the setting puts them), and the same functions `calibration-lens agreement` calls, so
// the tab and the command print the same numbers for the same store.
import type { FormatSources } from '../../core/document/formatAdapter';
import { DiscoveryError } from '../../core/model/discoveryError';
import { agreementJson } from '../../core/export/agreementJson';
import { loadLabelledRuns } from '../../core/annotation/loadLabelledRuns';
import type { ResolvedDecision } from '../../core/annotation/resolveDecisions';
import type { RunContext } from '../../core/document/labelledRun';
import { agreementReport } from '../../core/annotation/agreementReport';
import { humanGarRows } from '../../core/annotation/humanGar';
import type { AgreementMessage } from '../../protocol/agreement';

export async function agreementForFolders(folders: readonly string[], storeOf: (runFolder: string) => string, sources?: FormatSources): Promise<AgreementMessage> {
  const runs: RunContext[] = [];
  const decisions: ResolvedDecision[] = [];
  const warnings: string[] = [];
  const stores = new Set<string>();
  const counted = new Set<string>();
  for (const folder of folders) {
    let loaded;
    try {
      loaded = await loadLabelledRuns(folder, storeOf, { sources });
    } catch (err) {
      if (err instanceof DiscoveryError) continue; // no run in this folder
      throw err;
    }
    // A run reached through two folders counts once.
    const fresh = loaded.runs.filter((r) => !runs.some((seen) => seen.id === r.id));
    runs.push(...fresh);
    for (const s of loaded.stores) stores.add(s);
    for (const d of loaded.decisions) {
      const key = `${d.path}\u0000${d.line}`;
      if (counted.has(key) || (d.run && !fresh.includes(d.run))) continue;
      counted.add(key);
      decisions.push(d);
    }
    for (const w of loaded.warnings) if (!warnings.includes(w)) warnings.push(w);
  }
  if (runs.length === 0) {
    return { type: 'agreement', stores: [], figures: null, note: 'No BFCL or tau2 runs in these folders, so there are no decisions to measure agreement on.' };
  }
  const figures = agreementJson(agreementReport(decisions), humanGarRows(runs, decisions), warnings);
  const note = figures.annotators.length === 0
    ? 'No human decisions yet. Decide classes in a result file or a case view (Calibration Lens: Decide the Class of This Emission…, or keys 1-5 and 0 in the case view).'
    : null;
  return { type: 'agreement', stores: [...stores], figures, note };
}
