// The Profile tab's exported figure is checked before the extension writes it: an SVG document's text,
// or a PNG's bytes in base64; anything else is refused with the reason.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { figureBytes } from '../../../src/extension/summary/figureBytes';

test('SVG text with or without its XML declaration is written as UTF-8', () => {
  const svg = '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><text>GAR − Acc</text></svg>\n';
  assert.deepEqual(figureBytes({ format: 'svg', data: svg }), { ok: true, bytes: new TextEncoder().encode(svg) });
  assert.equal(figureBytes({ format: 'svg', data: '<svg width="1"></svg>' }).ok, true);
  assert.deepEqual(figureBytes({ format: 'svg', data: '<html><svg></svg></html>' }), { ok: false, problem: 'the SVG text does not begin with an <svg> element' });
});

test('a PNG arrives as base64 and is written as its bytes; other bytes or bad base64 are refused', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  assert.deepEqual(figureBytes({ format: 'png', data: Buffer.from(png).toString('base64') }), { ok: true, bytes: png });
  assert.deepEqual(figureBytes({ format: 'png', data: Buffer.from('GIF89a').toString('base64') }), { ok: false, problem: 'the data is not a PNG image' });
  assert.deepEqual(figureBytes({ format: 'png', data: '!!not base64!!' }), { ok: false, problem: 'the PNG data is not base64' });
});
