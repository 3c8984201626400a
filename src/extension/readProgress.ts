// A read from disk shown as VS Code shows long work: a notification with the megabytes read of the
// total and a Cancel button, which aborts the read (the reader then throws ReadCancelled). Shown at
// once, or only when the read takes longer than a moment.
import * as vscode from 'vscode';
import { progressMessage, progressPercent, type ReadCount } from './readProgressText';

export interface ReadWatch {
  onProgress: (read: number, total: number) => void;
  signal: AbortSignal;
}

/** Runs `read` with a notification of its progress, shown after `delayMs` if it is still running then. */
export async function withReadProgress<T>(title: string, read: (watch: ReadWatch) => Promise<T>, delayMs = 0, controller = new AbortController()): Promise<T> {
  const notice = progressNotice(title, controller, delayMs);
  try {
    return await read({ onProgress: notice.report, signal: controller.signal });
  } finally {
    notice.done();
  }
}

function progressNotice(title: string, controller: AbortController, delayMs: number): { report: (read: number, total: number) => void; done: () => void } {
  let latest: ReadCount = null;
  let finished = false;
  let show: ((count: ReadCount) => void) | null = null;
  let close: (() => void) | null = null;
  const open = () => {
    if (finished) return;
    void vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, (progress, token) => {
      token.onCancellationRequested(() => controller.abort());
      let shown = 0;
      show = (count) => {
        const percent = progressPercent(count);
        progress.report({ increment: percent - shown, message: progressMessage(count) });
        shown = percent;
      };
      show(latest);
      return new Promise<void>((resolve) => {
        close = resolve;
        if (finished) resolve();
      });
    });
  };
  const timer = delayMs > 0 ? setTimeout(open, delayMs) : undefined;
  if (delayMs <= 0) open();
  return {
    report: (read, total) => {
      latest = { read, total };
      show?.(latest);
    },
    done: () => {
      finished = true;
      clearTimeout(timer);
      close?.();
    },
  };
}
