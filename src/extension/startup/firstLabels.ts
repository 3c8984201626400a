// When the label controller's first update with a run file in view is done (its first labels out, or
// the file could not be read): work the first labels do not need waits for it, so that it does not
// hold the extension host while the window is getting its first labels (git's user.name,
// annotationHost.ts; the tau2 files scan, tau2FilesContext.ts). Activated at the window's start in a
// workspace of runs (package.json's workspaceContains), the extension waits here until a file is opened.
let done: () => void = () => undefined;

/** Resolved once the first labels of a run file are out. */
export const firstLabelsOut: Promise<void> = new Promise((resolve) => {
  done = resolve;
});

export function noteFirstLabelsOut(): void {
  done();
}
