// Where a writer that can only write whole files keeps its decisions: a file of its own beside the
// store, `<store>.d/<author>-<writer>.jsonl`, that no other writer ever writes (appendThrough.ts).
// Readers merge the store and these files (readStore.ts).
import { join } from 'node:path';

/** The folder of the store's writers' own files. */
export function writerFolderOf(store: string): string {
  return `${store}.d`;
}

/** The file `writer` (unique per window) appends `author`'s decisions to; the author is in the name for people only. */
export function writerFileOf(store: string, author: string, writer: string): string {
  const who = author.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'anonymous';
  return join(writerFolderOf(store), `${who}-${writer}.jsonl`);
}

/** A name for this writer no other window gets: the time it started and 64 random bits. */
export function newWriterId(now: Date = new Date()): string {
  const random = crypto.getRandomValues(new Uint8Array(8));
  const hex = [...random].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${hex}`;
}
