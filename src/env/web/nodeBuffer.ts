// Node's `buffer` module as far as the core uses it, for the web worker host (scripts/build.mjs puts it
// in the place of node:buffer there): the BFCL readers' UTF-8 check, reached now that every reader sits
// behind its format's adapter, though this host reads documents' text and never a file's raw bytes.
const strict = new TextDecoder('utf-8', { fatal: true });

export function isUtf8(bytes: Uint8Array): boolean {
  try {
    strict.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
