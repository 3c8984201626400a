// The keys typed after r reach the rationale box by two roads: those pressed before the box had the
// keyboard come as commands (the case view's bindings), the rest are typed into the box by the
// workbench itself. Every key of the first road was pressed before every key of the second, but the
// box's text set from the commands can arrive in the window after the annotator has typed into it, and
// replace what they typed. No vscode import: pinned by unit tests.

/**
 * The box's text to set when the workbench reports `shown` while `keyed` (the box's first text and the
 * keys that came as commands, in order) may not all be in it yet: the keyed text, then what was typed
 * into the box on top of the part of it the workbench had; null when `shown` already starts with all of
 * `keyed` (from then on the annotator edits the box freely).
 */
export function textAfterTypedAhead(keyed: string, shown: string): string | null {
  if (shown.startsWith(keyed)) return null;
  let common = 0;
  while (common < shown.length && shown[common] === keyed[common]) common++;
  return keyed + shown.slice(common);
}
