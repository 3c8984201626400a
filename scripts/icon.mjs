// `npm run icon`: media/icon.png (256x256, the Marketplace shows 128x128 and up) rendered from our own
// media/icon.svg in the same Chromium the e2e tests drive, with a transparent background.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from './code-server/install.mjs';

const media = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'media');
const svg = readFileSync(join(media, 'icon.svg'), 'utf8');
const size = 256;

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
  await page.screenshot({ path: join(media, 'icon.png'), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log('media/icon.png');
} finally {
  await browser.close();
}
