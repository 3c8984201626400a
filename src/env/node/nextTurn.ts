// The event loop's next turn in Node, once what is queued (messages to the window among it) has gone:
// what a long read of an editor's text awaits between slices in the Node extension host.
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
