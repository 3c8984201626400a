// How `npm run bench:keys` times Developer: Reload Window: from the Enter in the command palette to the
// Review view's rows drawn, and to the review queue's position back in the status bar as it was
// (`position`, the status bar's `Annotating · 12 of 420 …`), read every 100 ms from the new page; beside
// it, when the probe's status bar item is back (`probe`: the probe extension, activated on `*`, shows it
// at once), which is as soon as any extension can draw after a reload.

/**
 * Milliseconds after the Enter (null: not within `timeoutMs`), and the position shown last; with where
 * the time went, from the Node extension host's log (null in the web worker host, which writes none
 * there): the new extension host started, and Calibration Lens activated in it.
 */
export async function reloadTiming(vscode, position, probeReady, timeoutMs) {
  const { page } = vscode;
  await page.keyboard.press('F1');
  await page.fill('.quick-input-widget .quick-input-box input', '>Developer: Reload Window');
  await page.locator('.quick-input-widget .quick-input-list .monaco-list-row').filter({ has: page.locator('.label-name', { hasText: /^Developer: Reload Window$/ }) }).first().waitFor({ timeout: 10_000 });
  const start = Date.now();
  await page.keyboard.press('Enter');
  const result = { view: null, position: null, probe: null, shown: null };
  // The old page answers for a moment after the Enter: only a page loaded since counts.
  await page.waitForEvent('load', { timeout: timeoutMs }).catch(() => undefined);
  while (Date.now() - start < timeoutMs && (result.view === null || result.position === null || result.probe === null)) {
    const seen = await page.evaluate((probeReady) => {
      const pane = [...document.querySelectorAll('.pane')].find((p) => p.querySelector('.pane-header .title')?.textContent?.trim().toLowerCase() === 'calibration lens: review');
      const rows = pane ? pane.querySelectorAll('.pane-body .monaco-list-row .label-name').length : 0;
      const items = [...document.querySelectorAll('.statusbar-item')].map((e) => e.innerText.trim());
      return { rows, status: items.find((t) => t.startsWith('Annotating')) ?? null, probe: items.includes(probeReady) };
    }, probeReady).catch(() => null);
    const now = Date.now() - start;
    if (seen) {
      if (result.view === null && seen.rows > 0) result.view = now;
      if (seen.status) result.shown = seen.status;
      if (result.position === null && seen.status === position) result.position = now;
      if (result.probe === null && seen.probe) result.probe = now;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  Object.assign(result, hostTimes(vscode.extensionHostLog.text(), start));
  return result;
}

/** The first extension host start and Calibration Lens activation logged after `start`, in ms after it. */
function hostTimes(log, start) {
  const after = (pattern) => {
    for (const line of log.split('\n')) {
      const m = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d+) /.exec(line);
      const at = m ? new Date(`${m[1]}T${m[2]}`).getTime() : NaN;
      if (at >= start && pattern.test(line)) return at - start;
    }
    return null;
  };
  return { hostStarted: after(/Extension host with pid \d+ started/), activated: after(/_doActivateExtension calibration-lens\.calibration-lens,/) };
}
