// The readers scan bytes with Node's Buffer (its latin1 views and concat); the web build injects this
// one (the `buffer` package, Node's API over Uint8Array) wherever they name the global.
export { Buffer } from 'buffer';
