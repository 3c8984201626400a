// The sha256 of bytes already read, by Web Crypto's digest, which Node and a web worker both have
// built in: the web build's file hashes (src/env/web/wholeFiles.ts) and a copy of a result file the user picked.

export async function sha256OfBytes(bytes: Uint8Array): Promise<string> {
  // The file systems hand over bytes of an ArrayBuffer, never of a shared one.
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
