// Whether an extension was active before the click that opened a file in a just-loaded window
// (`bench:editor`'s cold open): the `_doActivateExtension` line of the window's newest Node extension
// host log, and its time against the click. Calibration Lens activates at the window's start in a
// workspace of runs (`workspaceContains:`), or on the file's opening when VS Code's search for the
// patterns timed out (session 13): the cold open carries the activation only in the second case.
import { readFileSync } from 'node:fs';

/** The newest extension host's activation of `extensionId`: its epoch time (ms), whether at startup, and the event; null when not (yet) activated there. */
export function latestActivation(extensionHostLog, extensionId) {
  const newest = extensionHostLog.paths().at(-1);
  if (!newest) return null;
  const escaped = extensionId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(\\d{4}-\\d\\d-\\d\\d) (\\d\\d:\\d\\d:\\d\\d\\.\\d+) .*_doActivateExtension ${escaped}, startup: (true|false), activationEvent: '([^']*)'`, 'm');
  const m = pattern.exec(readFileSync(newest, 'utf8'));
  return m ? { at: new Date(`${m[1]}T${m[2]}`).getTime(), startup: m[3] === 'true', event: m[4] } : null;
}

/**
 * How far the page's clock (`performance.timeOrigin + performance.now()`, which the open's times are in)
 * is behind the wall clock the logs are written in (Date.now()); they can drift apart by seconds.
 */
export const pageClockLag = (page) => page.evaluate(() => Date.now() - (performance.timeOrigin + performance.now()));

/** "activated at the start (workspaceContains), 2.31 s before the click", or how it was not; `click` in the page's clock, `lag` from pageClockLag. */
export function activationAgainstClick(activation, click, lag) {
  if (!activation) return 'not activated in the Node host';
  const gap = click === null ? null : (activation.at - (click + lag)) / 1000;
  const when = gap === null ? 'click unknown' : gap <= 0 ? `${(-gap).toFixed(2)} s before the click` : `${gap.toFixed(2)} s AFTER the click`;
  const drift = Math.abs(lag) >= 100 ? ` (the page's clock ${(lag / 1000).toFixed(2)} s behind the log's)` : '';
  return `activated ${activation.startup ? 'at the start' : 'on demand'} (${activation.event.split(':')[0]}), ${when}${drift}`;
}
