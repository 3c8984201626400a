// When the label controller's first update of the visible editors is done (the first labels out, or
// nothing to label): work the first labels do not need waits for it, so that it does not hold the
// extension host while the window is getting its first labels (git's user.name, annotationHost.ts).
let done: () => void = () => undefined;

/** Resolved once the first labels are out. */
export const firstLabelsOut: Promise<void> = new Promise((resolve) => {
  done = resolve;
});

export function noteFirstLabelsOut(): void {
  done();
}
