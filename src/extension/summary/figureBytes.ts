// The Profile tab's figure as the webview sends it, checked before anything is written: SVG text that
// begins as an SVG document does, or base64 whose bytes begin as a PNG does.
import type { FromWebview } from '../../protocol/messages';

type FigureMessage = Extract<FromWebview, { type: 'exportFigure' }>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The bytes to write, or why the figure is refused. */
export function figureBytes(message: Pick<FigureMessage, 'format' | 'data'>): { ok: true; bytes: Uint8Array } | { ok: false; problem: string } {
  if (message.format === 'svg') {
    if (!/^(<\?xml[^>]*\?>\s*)?<svg[\s>]/.test(message.data)) return { ok: false, problem: 'the SVG text does not begin with an <svg> element' };
    return { ok: true, bytes: new TextEncoder().encode(message.data) };
  }
  let binary: string;
  try {
    binary = atob(message.data);
  } catch {
    return { ok: false, problem: 'the PNG data is not base64' };
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return { ok: false, problem: 'the data is not a PNG image' };
  return { ok: true, bytes };
}

