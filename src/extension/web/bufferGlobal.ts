// The readers scan bytes with Node's Buffer (its latin1 views and concat); the web build injects this
// one (the `buffer` package, Node's API over Uint8Array) wherever they name the global, its UTF-8 done
// by the browser (nativeUtf8.ts).
import { Buffer } from 'buffer';
import { withNativeUtf8 } from './nativeUtf8';

withNativeUtf8(Buffer);

export { Buffer };
