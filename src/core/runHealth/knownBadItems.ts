// `known-bad-item`: a user's list of defective test items (the `bad_keys.json` of
// YangzeLiu/asking-earns-nothing, `{"bad_keys": [{"id", "category", …}]}`, or plain ids: a JSON list
// of strings, or one id a line). The run's cases on it are marked, and its numbers can be taken again
// without them (withoutKnownBad).
import * as z from 'zod';
import { issuesText } from '../text/issueText';
import { pyFixed } from '../text/pyFixed';
import type { GroupCases } from '../model/runCases';
import type { Finding, FindingCase } from '../model/finding';

const BadKeysFile = z.object({
  bad_keys: z.array(z.object({ id: z.string(), category: z.string().optional(), reason: z.string().optional(), family: z.string().optional() }).passthrough()),
}).passthrough();
const IdList = z.array(z.string());

export interface KnownBadItem {
  id: string;
  reason: string | null;
}

export interface KnownBadList {
  file: string;
  items: Map<string, KnownBadItem>;
}

export type KnownBadRead = { ok: true; list: KnownBadList } | { ok: false; message: string };

/** The list in `text` (read from `file`), or what is wrong with it. */
export function parseKnownBad(file: string, text: string): KnownBadRead {
  const body = text.replace(/^\uFEFF/, '');
  const trimmed = body.trim();
  const items = new Map<string, KnownBadItem>();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (e) {
      return { ok: false, message: `${file}: not valid JSON (${(e as Error).message}); a known-bad list is {"bad_keys": [{"id": …}]}, a JSON list of ids, or one id a line.` };
    }
    const keys = BadKeysFile.safeParse(value);
    const ids = IdList.safeParse(value);
    if (keys.success) for (const k of keys.data.bad_keys) items.set(k.id, { id: k.id, reason: [k.family, k.reason].filter(Boolean).join(': ') || null });
    else if (ids.success) for (const id of ids.data) items.set(id, { id, reason: null });
    else return { ok: false, message: `${file}: not a known-bad list (${issuesText(keys.error)}); expected {"bad_keys": [{"id": …}]} or a JSON list of ids.` };
  } else {
    for (const line of body.split(/\r?\n/)) {
      const id = line.replace(/#.*/, '').trim();
      if (id) items.set(id, { id, reason: null });
    }
  }
  if (items.size === 0) return { ok: false, message: `${file}: the known-bad list names no item.` };
  return { ok: true, list: { file, items } };
}

/** The run's cases on the list; the message gives each marked group's GAR and Acc without them (`without`: the groups taken again). */
export function knownBadFinding(groups: readonly GroupCases[], without: readonly GroupCases[], list: KnownBadList): Finding | null {
  const cases: FindingCase[] = [];
  for (const g of groups) {
    for (const c of g.cases) if (list.items.has(c.id)) cases.push({ id: c.id, group: g.group, file: c.file ?? g.resultFile, line: c.line, ...(list.items.get(c.id)!.reason ? { detail: list.items.get(c.id)!.reason! } : {}) });
  }
  if (cases.length === 0) return null;
  const hit = [...new Set(cases.map((c) => c.group!))];
  const parts = hit.map((name) => {
    const g = groups.find((x) => x.group === name)!;
    const w = without.find((x) => x.group === name);
    const n = cases.filter((c) => c.group === name).length;
    return `${name} ${n} of ${g.cases.length}, without them GAR ${garText(w)} and Acc ${w?.reportedAcc === null || !w ? 'unknown' : pyFixed(w.reportedAcc, 1)}`;
  });
  return {
    code: 'known-bad-item',
    severity: 'warning',
    message: `${cases.length} case${cases.length === 1 ? ' is' : 's are'} on the known-bad list ${list.file} (${parts.join('; ')}): their test item is defective. --exclude-known-bad (the panel's Known-bad toggle) leaves them out of every GAR and Acc.`,
    groups: hit,
    cases,
  };
}

function garText(g: GroupCases | undefined): string {
  if (!g) return 'unknown';
  const gold = g.goldClasses[0];
  const n = g.cases.length;
  if (!gold || n === 0) return 'unknown';
  return pyFixed((100 * g.cases.filter((c) => c.goldHits.includes(gold)).length) / n, 1);
}

/**
 * The groups without the listed items: their cases, and the score file's counts and Acc taken again
 * over the cases left. Acc is unknown when the outcome of a listed item in the group's header cannot be
 * told (the score file does not list every failure it counts, and the item is not one it lists).
 * `groupOf`: the group a listed id falls in, as the run's format reads its ids (BFCL: its category).
 */
export function withoutKnownBad(groups: readonly GroupCases[], list: KnownBadList, groupOf: (id: string) => string | null): GroupCases[] {
  return groups.map((g) => {
    const bad = [...list.items.keys()].filter((id) => groupOf(id) === g.group);
    if (bad.length === 0) return g;
    const badSet = new Set(bad);
    const cases = g.cases.filter((c) => !badSet.has(c.id));
    const counts = g.scoreCounts;
    if (!counts || counts.total === null || counts.failed === null || g.accFromVerdicts) return { ...g, cases };
    const complete = counts.listed === counts.failed;
    const byId = new Map(g.cases.map((c) => [c.id, c]));
    let passedBad = 0;
    let failedBad = 0;
    let unknown = false;
    for (const id of bad) {
      const inRun = byId.get(id);
      const outcome = inRun?.verdict?.outcome ?? (counts.listedNotInResults.includes(id) ? 'failed' : complete ? 'passed' : 'unknown');
      if (outcome === 'passed') passedBad++;
      else if (outcome === 'failed') failedBad++;
      else unknown = true;
    }
    const total = counts.total - bad.length;
    const correct = counts.total - counts.failed - passedBad;
    return {
      ...g,
      cases,
      reportedAcc: unknown || total <= 0 ? null : (100 * correct) / total,
      scoreCounts: { ...counts, total, failed: counts.failed - failedBad, listed: counts.listed - failedBad, listedNotInResults: counts.listedNotInResults.filter((id) => !badSet.has(id)) },
    };
  });
}
