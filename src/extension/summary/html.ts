// The summary webview's page: an empty root, the stylesheet and the bundle, under a CSP that allows
// only our own files and one nonce-bearing script. Plain strings, no vscode import: tests load this page.
// The chunk the bundle imports is named beside it (modulepreload, the same nonce): each file of a webview
// is a round trip through the window to the extension's files, and the import alone would ask for it
// only once the bundle has arrived (docs/performance.md, session 14).
import { attributeText } from '../../core/text/escape';

export interface SummaryPageParts {
  /** `webview.cspSource`. */
  cspSource: string;
  /** Fresh per load (crypto.randomBytes). */
  nonce: string;
  scriptUri: string;
  /** dist/webview/chunk.js, which the bundle imports (scripts/build.mjs checks that it imports nothing else). */
  chunkUri: string;
  styleUri: string;
}

export function summaryContentSecurityPolicy({ cspSource, nonce }: Pick<SummaryPageParts, 'cspSource' | 'nonce'>): string {
  return [
    "default-src 'none'",
    `img-src ${cspSource} data:`,
    `style-src ${cspSource}`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
  ].join('; ');
}

export function summaryHtml(parts: SummaryPageParts): string {
  const a = attributeText;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${a(summaryContentSecurityPolicy(parts))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${a(parts.styleUri)}">
<title>Calibration Summary</title>
</head>
<body>
<main id="app"></main>
<script type="module" nonce="${a(parts.nonce)}" src="${a(parts.scriptUri)}"></script>
<link rel="modulepreload" nonce="${a(parts.nonce)}" href="${a(parts.chunkUri)}">
</body>
</html>`;
}
