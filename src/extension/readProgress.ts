// A read from disk shown as VS Code shows long work: a notification with the megabytes read of the
// total and a Cancel button, which aborts the read (the reader then throws ReadCancelled). Shown at
// once, or only when the read takes longer than a moment.
import * as vscode from 'vscode';

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
  let latest = { read: 0, total: 0 };
  let finished = false;
  let show: ((read: number, total: number) => void) | null = null;
  let close: (() => void) | null = null;
  const mb = (n: number) => (n / (1024 * 1024)).toFixed(1);
  const open = () => {
    if (finished) return;
    void vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, (progress, token) => {
      token.onCancellationRequested(() => controller.abort());
      let shown = 0;
      show = (read, total) => {
        const percent = (100 * read) / Math.max(total, read, 1);
        progress.report({ increment: percent - shown, message: `${mb(read)} of ${mb(Math.max(total, read))} MB` });
        shown = percent;
      };
      show(latest.read, latest.total);
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
      show?.(read, total);
    },
    done: () => {
      finished = true;
      clearTimeout(timer);
      close?.();
    },
  };
}
