// Runs in the shape of each run-health trap (runs-in-practice.md §3), written by tests from a run
// already here (the generated sample, or a ../shared/data excerpt): never copied, always derived.
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { classOfJsonEmission } from '../../src/core/classify/classOf';

/**
 * What BFCL's OpenAI-compatible handler (openai_completion.py) stores for a run served by vLLM: every
 * text reply (a step that is text, not a call) becomes `[]`, in `result` and in the log's assistant
 * entries. Calls stay as they are.
 */
export function dropTextReplies(line: string): string {
  if (line.trim() === '') return line;
  const entry = JSON.parse(line) as { result?: unknown; inference_log?: unknown };
  if (Array.isArray(entry.result)) entry.result = entry.result.map((turn) => (Array.isArray(turn) ? turn.map(dropText) : dropText(turn)));
  if (Array.isArray(entry.inference_log)) {
    for (const item of entry.inference_log) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
      for (const [key, steps] of Object.entries(item as Record<string, unknown>)) {
        if (!key.startsWith('step_') || !Array.isArray(steps)) continue;
        for (const s of steps as Array<Record<string, unknown>>) if (s?.role === 'assistant') s.content = dropText(s.content);
      }
    }
  }
  return JSON.stringify(entry);
}

function dropText(step: unknown): unknown {
  const text = typeof step === 'string' || step === null || (Array.isArray(step) && step.every((s) => typeof s === 'string'));
  return text && classOfJsonEmission(step) !== 'tool_call' ? [] : step;
}

/** A copy of `from` (a folder of result files, or one file) under `to`, each result line passed through `edit`. */
export function copyRunEditing(from: string, to: string, edit: (line: string) => string): void {
  cpSync(from, to, { recursive: true });
  for (const file of walk(to)) {
    if (!/_result\.json$/.test(file)) continue;
    writeFileSync(file, readFileSync(file, 'utf8').split('\n').map(edit).join('\n'));
  }
}

function walk(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => walk(join(dir, name)));
}

/**
 * The real whissle tau2 run (../shared/data, tau2-bench 1.0.1) as `<dir>/<name>/results.json`, as if
 * made at `commit` on `domain`; `infrastructureErrors` ends its 2nd simulation by tau2's termination
 * reason and its 5th with an `error` key, the two shapes tau2 writes.
 */
export function derivedTau2Run(whissle: string, dir: string, name: string, edit: { commit: string; domain?: string; infrastructureErrors?: boolean }): string {
  const run = JSON.parse(readFileSync(whissle, 'utf8')) as { info: { git_commit: string; environment_info: { domain_name: string } }; simulations: Record<string, unknown>[] };
  run.info.git_commit = edit.commit;
  if (edit.domain) run.info.environment_info.domain_name = edit.domain;
  if (edit.infrastructureErrors) {
    run.simulations[1]!.termination_reason = 'infrastructure_error';
    run.simulations[4]!.error = 'RateLimitError: 429';
  }
  const file = join(dir, name, 'results.json');
  mkdirSync(join(dir, name), { recursive: true });
  writeFileSync(file, JSON.stringify(run));
  return file;
}
