// The logs the window keeps in the browser (VS Code for the Web writes them to IndexedDB, database
// `vscode-web-db`, store `vscode-logs-store`, keyed by path), the web worker extension host's among
// them: `<session>/exthost/webWorker/workerexthost.log` and each extension's output channel
// (`…/webWorker/calibration-lens.calibration-lens/Calibration Lens.log`). Not on disk, so a failing
// step in the web worker host would otherwise say nothing of what the extension logged.
import type { Page } from 'playwright-core';

/** How long the page is given to answer: a failing step or a closing session must not hang on a page that does not. */
const ANSWER_MS = 10_000;

/**
 * Every non-empty log the window keeps, by its path in the store; none when the page has no such store,
 * is gone, or does not answer within ANSWER_MS.
 */
export async function browserLogs(page: Page): Promise<Map<string, string>> {
  let timer: NodeJS.Timeout | undefined;
  const none = new Promise<Map<string, string>>((resolve) => (timer = setTimeout(() => resolve(new Map()), ANSWER_MS)));
  try {
    return await Promise.race([storedLogs(page).catch(() => new Map<string, string>()), none]);
  } finally {
    clearTimeout(timer);
  }
}

async function storedLogs(page: Page): Promise<Map<string, string>> {
  const entries = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const open = indexedDB.open('vscode-web-db');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => resolve(null);
    });
    if (!db || !db.objectStoreNames.contains('vscode-logs-store')) return [];
    const store = db.transaction('vscode-logs-store', 'readonly').objectStore('vscode-logs-store');
    const [keys, values] = await Promise.all(
      [store.getAllKeys(), store.getAll()].map((request) => new Promise<unknown[]>((resolve) => {
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => resolve([]);
      })),
    );
    db.close();
    return keys!.map((key, i) => {
      const value = values![i];
      return [String(key), typeof value === 'string' ? value : value instanceof Uint8Array ? new TextDecoder().decode(value) : ''] as const;
    });
  });
  return new Map(entries.filter(([, text]) => text.length > 0));
}
