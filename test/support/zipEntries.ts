// The names of the entries of a zip file (a .vsix is one), read from its central directory: enough to
// say what a package holds without unpacking it or depending on a zip library.
import { readFileSync } from 'node:fs';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

export function zipEntryNames(path: string): string[] {
  const zip = readFileSync(path);
  // The end record is the last 22 bytes, or more when the archive has a comment (up to 64 KiB).
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error(`${path} is not a zip file: no end of central directory record.`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`${path}: central directory entry ${n + 1} of ${count} is damaged.`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
