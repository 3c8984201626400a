// A webview panel opened from the command palette, timed as the user sees it: from the click on the
// command to the moment the panel's page marks that it has drawn (Calibration Lens's summary marks
// `calibration-summary:rendered` once its table is in the page; the probe's empty page marks
// `open-probe:painted` in its first animation frame). Both times are epoch milliseconds in the browser.

/** Runs palette command `title` and waits for `mark` in the webview of `extensionId`; resolves with { click, drawn } (null where not seen). */
export async function timePanel(vscode, { title, extensionId, mark }, timeoutMs) {
  const { page } = vscode;
  await page.keyboard.press('F1');
  await page.fill('.quick-input-widget .quick-input-box input', `>${title}`);
  const row = page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: title }) }).first();
  await row.waitFor({ timeout: 30_000 });
  await page.evaluate(() => {
    window.__benchClick = null;
    document.addEventListener('mousedown', () => { window.__benchClick = performance.timeOrigin + performance.now(); }, { capture: true, once: true });
  });
  await row.click();
  const deadline = Date.now() + timeoutMs;
  const frame = await vscode.views.webviewFrame(extensionId, timeoutMs);
  await frame.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout: Math.max(1_000, deadline - Date.now()), polling: 50 });
  const drawn = await frame.evaluate((name) => performance.timeOrigin + performance.getEntriesByName(name)[0].startTime, mark);
  return { click: await page.evaluate(() => window.__benchClick), drawn };
}
