// The next task of the event loop, in any host (a message to itself: web workers have no setImmediate,
// and a chain of zero timeouts is slowed to 4 ms each): what a long read of a whole file awaits between
// slices in the web worker host, so the extension host stays free to answer messages meanwhile.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
