// The README's pictures and the extension's icon are real PNG files of a size that reads: the
// screenshots `npm run screenshots` takes (media/screenshots/), the icon `npm run icon` renders.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { isRelative, readMarkdown } from '../../support/markdownDoc';

const root = resolve(__dirname, '..', '..', '..');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header (the IHDR chunk, which must come first), or why it is not one. */
export function pngSize(bytes: Buffer): { width: number; height: number } | string {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'not a PNG (no PNG signature)';
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return 'not a PNG (its first chunk is not IHDR)';
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the pictures', () => {
  it('reads the size from a PNG header, and refuses other files', () => {
    const header = Buffer.concat([PNG_SIGNATURE, Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.from([0, 0, 5, 0, 0, 0, 3, 32])]);
    assert.deepEqual(pngSize(header), { width: 1280, height: 800 });
    assert.equal(pngSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), 'not a PNG (no PNG signature)');
  });

  it('has at least five screenshots in the README, each a PNG from 1000 px wide and 300 px high', () => {
    const images = readMarkdown(join(root, 'README.md')).images.filter(isRelative);
    assert.ok(images.filter((i) => i.startsWith('media/screenshots/')).length >= 5, `the README shows ${images.length} pictures`);
    for (const image of images) {
      const size = pngSize(readFileSync(join(root, image)));
      assert.equal(typeof size, 'object', `${image}: ${String(size)}`);
      const { width, height } = size as { width: number; height: number };
      assert.ok(width >= 1000 && width <= 2600 && height >= 300 && height <= 1700, `${image} is ${width}x${height}`);
    }
  });

  it("has the package's icon as a square PNG of at least 128 px", () => {
    const { icon } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { icon: string };
    const size = pngSize(readFileSync(join(root, icon)));
    assert.equal(typeof size, 'object', `${icon}: ${String(size)}`);
    const { width, height } = size as { width: number; height: number };
    assert.ok(width >= 128 && width === height, `${icon} is ${width}x${height}`);
  });
});
