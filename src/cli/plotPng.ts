// An SVG to PNG, in Node without a browser: resvg's WebAssembly build, with IBM Plex Sans (bundled
// beside the command, dist/fonts/) as every font, so the picture is the same on every machine.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

/** The files the build copies next to dist/cli-plot.js, and where they are in node_modules (tests run the source). */
export const PLOT_ASSETS = {
  wasm: { dist: 'resvg.wasm', module: '@resvg/resvg-wasm/index_bg.wasm' },
  regular: { dist: 'fonts/IBMPlexSans-Regular.ttf', module: '@expo-google-fonts/ibm-plex-sans/400Regular/IBMPlexSans_400Regular.ttf' },
  bold: { dist: 'fonts/IBMPlexSans-Bold.ttf', module: '@expo-google-fonts/ibm-plex-sans/700Bold/IBMPlexSans_700Bold.ttf' },
} as const;

function asset(name: keyof typeof PLOT_ASSETS): Buffer {
  const beside = join(__dirname, PLOT_ASSETS[name].dist);
  return readFileSync(existsSync(beside) ? beside : createRequire(__filename).resolve(PLOT_ASSETS[name].module));
}

let ready: Promise<void> | null = null;

export async function svgToPng(svg: string, scale: number): Promise<Uint8Array> {
  ready ??= initWasm(asset('wasm'));
  await ready;
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontBuffers: [asset('regular'), asset('bold')], defaultFontFamily: 'IBM Plex Sans', sansSerifFamily: 'IBM Plex Sans', loadSystemFonts: false },
  });
  return resvg.render().asPng();
}
