// The Profile tab: the calibration profile (src/core/export/profileChart.ts, the same definition as
// `calibration-lens plot`) in the theme's colours, one figure per category, with a legend that filters
// (tick a family or run off to take its dots away), a hover label per dot, and a click that opens the
// dot's cases. Export draws the figure again in the print palette, as SVG text or as a PNG from it.
import { PRINT_PALETTE, panelChart, profileSvg, type ProfilePalette } from '../../src/core/export/profileChart';
import type { SummaryRow } from '../../src/core/export/summaryRows';
import type { Profile, ProfilePoint } from '../../src/core/export/profilePoints';
import { countOf } from '../../src/core/text/countOf';
import { h } from './element';

export interface ProfileActions {
  /** A dot was clicked: open its run's cases of that category. */
  openPoint(row: SummaryRow, opener: HTMLElement): void;
  /** The keys ticked off changed (kept in the panel's state). */
  hide(keys: string[]): void;
  export(format: 'svg' | 'png'): void;
}

export interface ProfileInput {
  profile: Profile;
  rows: readonly SummaryRow[];
  hidden: readonly string[];
}

/** The theme's colours, from the CSS variables VS Code sets on the page; the print palette's where one is missing. */
export function themePalette(): ProfilePalette {
  const style = getComputedStyle(document.documentElement);
  const variable = (name: string, fallback: string) => style.getPropertyValue(`--vscode-${name}`).trim() || fallback;
  const charts = ['charts-blue', 'charts-orange', 'charts-green', 'charts-red', 'charts-purple', 'charts-yellow'].map((c) => style.getPropertyValue(`--vscode-${c}`).trim()).filter(Boolean);
  return {
    background: variable('editor-background', PRINT_PALETTE.background),
    foreground: variable('foreground', PRINT_PALETTE.foreground),
    muted: variable('descriptionForeground', PRINT_PALETTE.muted),
    violation: variable('errorForeground', PRINT_PALETTE.violation),
    // The theme's chart colours first, then the print palette's others, so many keys stay apart.
    colors: [...new Set([...charts, ...PRINT_PALETTE.colors.filter((c) => c !== '#000000')])],
    fontFamily: variable('font-family', PRINT_PALETTE.fontFamily),
  };
}

/** The profile with the hidden keys' dots left out (the colours stay those of the whole profile). */
export function shownProfile(profile: Profile, hidden: readonly string[]): Profile {
  const off = new Set(hidden);
  return {
    ...profile,
    panels: profile.panels.map((p) => ({ ...p, points: p.points.filter((point) => !off.has(point.colorKey)) })),
  };
}

export function profileView(input: ProfileInput, actions: ProfileActions): HTMLElement {
  const { profile } = input;
  if (profile.panels.length === 0) {
    return h('div', { className: 'profile-view' }, h('p', { className: 'empty' }, 'Nothing to draw: no run has both GAR and Acc for a category.'), notDrawn(profile));
  }
  const palette = themePalette();
  const shown = shownProfile(profile, input.hidden);
  const grid = h('div', { className: 'profile-grid', attrs: { role: 'group', 'aria-label': 'Calibration profile: GAR against Acc per category' } });
  for (const panel of shown.panels) {
    const figure = h('figure', { className: 'profile-panel', data: { panel: panel.title } });
    const pick = (point: ProfilePoint) => actions.openPoint(input.rows[point.rowIndex]!, figure);
    figure.append(panelChart(panel, { document, palette, colorKeys: profile.colorKeys, onPick: pick }) as unknown as Node);
    grid.append(figure);
  }
  const drawn = shown.panels.reduce((n, p) => n + p.points.length, 0);
  return h(
    'div',
    { className: 'profile-view' },
    h('div', { className: 'profile-toolbar', attrs: { role: 'toolbar', 'aria-label': 'Profile actions' } },
      h('vscode-button', { attrs: { id: 'export-profile-svg' }, on: { click: () => actions.export('svg') } }, 'Export SVG…'),
      h('vscode-button', { attrs: { id: 'export-profile-png', secondary: true }, on: { click: () => actions.export('png') } }, 'Export PNG…'),
      h('span', { className: 'profile-count', attrs: { role: 'status' } }, `${countOf(drawn, 'dot')} drawn. Below the dashed line Acc > GAR: a bound violation. Hover a dot for its numbers; click it for its cases.`)),
    legend(input, palette, actions),
    grid,
    notDrawn(profile),
  );
}

/** The legend is the filter: one checkbox per colour key, with its colour. */
function legend(input: ProfileInput, palette: ProfilePalette, actions: ProfileActions): HTMLElement {
  const { colorKeys } = input.profile;
  const hidden = new Set(input.hidden);
  const entries = colorKeys.map((key, i) => {
    const box = h('input', { attrs: { type: 'checkbox', checked: !hidden.has(key) }, data: { key } });
    box.addEventListener('change', () => actions.hide(colorKeys.filter((k) => (k === key ? !box.checked : hidden.has(k)))));
    const swatch = h('span', { className: 'swatch', attrs: { 'aria-hidden': 'true' } });
    swatch.style.backgroundColor = palette.colors[i % palette.colors.length]!;
    return h('label', { className: 'legend-entry' }, box, swatch, key);
  });
  const all = h('button', { className: 'link', attrs: { type: 'button', id: 'profile-show-all' }, on: { click: () => actions.hide([]) } }, 'all');
  const none = h('button', { className: 'link', attrs: { type: 'button', id: 'profile-show-none' }, on: { click: () => actions.hide([...colorKeys]) } }, 'none');
  return h('fieldset', { className: 'profile-legend' }, h('legend', null, `${input.profile.colorTitle}: show `, all, ' · ', none), ...entries);
}

function notDrawn(profile: Profile): HTMLElement | null {
  if (profile.notDrawn.length === 0) return null;
  return h('vscode-collapsible', { attrs: { heading: `Not drawn (${profile.notDrawn.length})`, open: profile.notDrawn.length <= 5 } },
    h('ul', { className: 'warnings profile-not-drawn' }, ...profile.notDrawn.map((n) => h('li', null, n))));
}

/** The figure for a file: the shown dots in the print palette, as SVG text. */
export function exportedSvg(input: ProfileInput, title: string): string {
  const svg = profileSvg(shownProfile(input.profile, input.hidden), { document, palette: PRINT_PALETTE, title });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}\n`;
}

/** The SVG drawn on a canvas at `scale` pixels per unit: a PNG, base64 (the page's CSP allows data: images). */
export async function pngOf(svgText: string, scale: number): Promise<string> {
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The figure could not be drawn as an image.'));
  });
  image.src = `data:image/svg+xml;base64,${base64(new TextEncoder().encode(svgText))}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.width * scale);
  canvas.height = Math.round(image.height * scale);
  const context = canvas.getContext('2d')!;
  context.scale(scale, scale);
  context.drawImage(image, 0, 0);
  return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length);
}

/** Bytes in base64, a chunk at a time (spreading a whole figure's bytes into one call overflows the stack). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
