// "The first labels are out": the labels of the run files in view set once (or nothing in view to
// label). Work for files not in view (the workspace's scan for tau2 files) starts after it, so that on a
// cold open it does not take the extension host, nor the machine's cores, from the file in view.
import * as vscode from 'vscode';

let out = false;
const waiting = new Set<() => void>();

/** Said by the labels when their first update of the visible editors is done. */
export function firstLabelsOut(): void {
  if (out) return;
  out = true;
  for (const run of [...waiting]) run();
  waiting.clear();
}

/** Runs `work` `delayMs` after the first labels are out (at once if they are); dispose to cancel. */
export function afterFirstLabels(work: () => void, delayMs: number): vscode.Disposable {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = (): void => {
    timer = setTimeout(work, delayMs);
  };
  if (out) start();
  else waiting.add(start);
  return new vscode.Disposable(() => {
    waiting.delete(start);
    clearTimeout(timer);
  });
}
