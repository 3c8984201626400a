// The one definition of the calibration profile's figure, drawn by Observable Plot: for each panel
// (category, or tau2 domain and gold class) one dot per run at (Acc, GAR), GAR's 95% interval as a
// whisker, the line Acc = GAR with the side where Acc > GAR (a bound violation) shaded, and run names
// beside the dots where they fit. The panel draws it in its theme's colours with a hover label and a
// click per dot; exports (the panel's and `calibration-lens plot`) draw it in the print palette, in one
// SVG. Plot takes its `document` from the caller: the webview's own, or a small DOM in Node (linkedom).
import * as Plot from '@observablehq/plot';
import { placeLabels, type LabelPlacement } from './labelPlacement';
import { pointLabel, type Profile, type ProfilePanel, type ProfilePoint } from './profilePoints';

export interface ProfilePalette {
  background: string;
  foreground: string;
  /** Axes' labels, the diagonal. */
  muted: string;
  /** The shaded side of the diagonal where Acc > GAR. */
  violation: string;
  /** One per colour key, in order; keys past the end take them again from the start. */
  colors: readonly string[];
  fontFamily: string;
}

/**
 * Paper and README: white, black text, and Okabe and Ito's eight colours (told apart with the common
 * colour-vision deficiencies), then Tableau's ten.
 */
export const PRINT_PALETTE: ProfilePalette = {
  background: '#ffffff',
  foreground: '#1a1a1a',
  muted: '#6b6b6b',
  violation: '#d55e00',
  colors: ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442', '#000000', '#4e79a7', '#f28e2c', '#e15759', '#76b7b2', '#59a14f', '#edc949', '#af7aa1', '#ff9da7', '#9c755f', '#bab0ab'],
  fontFamily: "'IBM Plex Sans', system-ui, sans-serif",
};

export interface PanelChartOptions {
  document: Document;
  palette: ProfilePalette;
  /** Every colour key of the profile, so a key keeps its colour in every panel and under any filter. */
  colorKeys: readonly string[];
  width?: number;
  height?: number;
  /** A hover label per dot and a click that names its point (the panel); none in exports. */
  onPick?: (point: ProfilePoint) => void;
}

export const PANEL_WIDTH = 320;
export const PANEL_HEIGHT = 300;
const MARGIN = { top: 26, right: 14, bottom: 36, left: 48 };
const DOT_RADIUS = 4;
const FONT_SIZE = 10;

/** The color scale of every figure: each key its own colour, the same one wherever it is drawn. */
function colorScale(keys: readonly string[], palette: ProfilePalette): Plot.ScaleOptions {
  return { type: 'ordinal', domain: [...keys], range: keys.map((_, i) => palette.colors[i % palette.colors.length]!) };
}

/** One panel of the profile: an SVG element of `options.document`. */
export function panelChart(panel: ProfilePanel, options: PanelChartOptions): SVGSVGElement {
  const { palette } = options;
  const width = options.width ?? PANEL_WIDTH;
  const height = options.height ?? PANEL_HEIGHT;
  const frame = { width, height, margin: MARGIN, radius: DOT_RADIUS, fontSize: FONT_SIZE };
  const labels = placeLabels(panel.points, frame);
  const byPlacement = (placement: LabelPlacement) => panel.points.filter((_, i) => labels[i]?.placement === placement);
  const labelText = (p: ProfilePoint) => labels[panel.points.indexOf(p)]!.text;
  const labelMark = (placement: LabelPlacement, textAnchor: 'start' | 'end' | 'middle', dx: number, dy: number) =>
    Plot.text(byPlacement(placement), { x: 'acc', y: 'gar', text: labelText, textAnchor, dx, dy, fill: palette.foreground, fontSize: FONT_SIZE, stroke: palette.background, strokeWidth: 3, paintOrder: 'stroke' });
  const gap = DOT_RADIUS + 3;
  const svg = Plot.plot({
    document: options.document,
    width,
    height,
    marginTop: MARGIN.top,
    marginRight: MARGIN.right,
    marginBottom: MARGIN.bottom,
    marginLeft: MARGIN.left,
    x: { domain: [0, 100], label: 'Acc (%)', labelAnchor: 'center', labelArrow: 'none', ticks: 5, grid: true },
    y: { domain: [0, 100], label: 'GAR (%)', labelAnchor: 'center', labelArrow: 'none', ticks: 5, grid: true },
    color: colorScale(options.colorKeys, palette),
    marks: [
      // Below the diagonal Acc > GAR: the grader passed cases whose action class was wrong.
      Plot.areaY([0, 100], { x: (v: number) => v, y1: 0, y2: (v: number) => v, fill: palette.violation, fillOpacity: 0.07 }),
      Plot.text(['Acc > GAR'], { frameAnchor: 'bottom-right', dx: -4, dy: -4, fill: palette.violation, fontSize: FONT_SIZE, fillOpacity: 0.8 }),
      Plot.line([[0, 0], [100, 100]], { stroke: palette.muted, strokeDasharray: '4 3' }),
      Plot.text(['Acc = GAR'], { x: 14, y: 14, rotate: -45, fill: palette.muted, fontSize: FONT_SIZE, dy: -7 }),
      Plot.frame({ stroke: palette.muted, strokeOpacity: 0.5 }),
      Plot.text([panel.title], { frameAnchor: 'top-left', dx: -MARGIN.left + 8, dy: -MARGIN.top + 10, textAnchor: 'start', fontWeight: 'bold', fontSize: 12, fill: palette.foreground }),
      Plot.ruleX(panel.points, { x: 'acc', y1: 'garLow', y2: 'garHigh', stroke: 'colorKey', strokeWidth: 1.5, strokeOpacity: 0.75 }),
      Plot.dot(panel.points, { x: 'acc', y: 'gar', fill: 'colorKey', r: DOT_RADIUS, stroke: palette.background, strokeWidth: 1 }),
      labelMark('right', 'start', gap, 0),
      labelMark('left', 'end', -gap, 0),
      labelMark('above', 'middle', 0, -gap - 3),
      labelMark('below', 'middle', 0, gap + 5),
      options.onPick
        ? Plot.tip(panel.points, Plot.pointer({ x: 'acc', y: 'gar', title: (p: ProfilePoint) => pointLabel(p, panel.title), maxRadius: 14, fill: palette.background, stroke: palette.muted }))
        : null,
    ],
  }) as unknown as SVGSVGElement;
  finish(svg, palette, `Calibration profile, ${panel.title}: GAR against Acc, one dot per run`);
  markDots(svg, panel);
  if (options.onPick) pickOnClick(svg, options.onPick);
  return svg;
}

/** The legend as its own figure (exports): a dot and the key per entry, in rows. */
export function legendChart(keys: readonly string[], options: Pick<PanelChartOptions, 'document' | 'palette'> & { width: number; title: string }): SVGSVGElement {
  const { palette } = options;
  const cell = 190;
  const columns = Math.max(1, Math.floor((options.width - 16) / cell));
  const entries = keys.map((key, i) => ({ key, column: i % columns, row: Math.floor(i / columns) }));
  const rows = Math.max(1, Math.ceil(keys.length / columns));
  const svg = Plot.plot({
    document: options.document,
    width: options.width,
    height: 28 + rows * 18,
    marginTop: 24,
    marginLeft: 16,
    marginRight: 0,
    marginBottom: 4,
    x: { domain: [0, columns], range: [16, 16 + columns * cell], axis: null },
    y: { domain: [0, rows], range: [24, 24 + rows * 18], axis: null },
    color: colorScale(keys, palette),
    marks: [
      Plot.text([options.title], { frameAnchor: 'top-left', dy: -18, fontWeight: 'bold', fontSize: 11, fill: palette.foreground }),
      Plot.dot(entries, { x: 'column', y: (e: { row: number }) => e.row + 0.5, fill: 'key', r: DOT_RADIUS, dx: 5 }),
      Plot.text(entries, { x: 'column', y: (e: { row: number }) => e.row + 0.5, text: (e: { key: string }) => shorten(e.key, 30), textAnchor: 'start', dx: 14, fontSize: FONT_SIZE, fill: palette.foreground }),
    ],
  }) as unknown as SVGSVGElement;
  finish(svg, palette, `Legend: ${options.title}`);
  return svg;
}

export interface ProfileSvgOptions {
  document: Document;
  palette: ProfilePalette;
  /** Shown at the top (the runs' folder, say). */
  title: string;
  columns?: number;
}

/** The whole profile as one SVG (exports): a title, the panels in a grid, the legend, and what was not drawn. */
export function profileSvg(profile: Profile, options: ProfileSvgOptions): SVGSVGElement {
  const { document, palette } = options;
  const columns = Math.max(1, Math.min(options.columns ?? 2, profile.panels.length));
  const rows = Math.ceil(profile.panels.length / columns);
  const width = columns * PANEL_WIDTH;
  const titleHeight = 30;
  const legend = legendChart(profile.colorKeys, { document, palette, width, title: profile.colorTitle });
  const legendHeight = Number(legend.getAttribute('height'));
  const notes = profile.notDrawn.length ? [`Not drawn: ${profile.notDrawn.join('; ')}`] : [];
  const height = titleHeight + rows * PANEL_HEIGHT + legendHeight + notes.length * 16 + 8;
  const ns = 'http://www.w3.org/2000/svg';
  const root = document.createElementNS(ns, 'svg') as SVGSVGElement;
  setAll(root, { xmlns: ns, width, height, viewBox: `0 0 ${width} ${height}`, 'font-family': palette.fontFamily, 'font-size': FONT_SIZE, color: palette.foreground });
  const background = document.createElementNS(ns, 'rect');
  setAll(background, { width, height, fill: palette.background });
  root.append(background, textElement(document, options.title, { x: 12, y: 20, 'font-size': 13, 'font-weight': 'bold', fill: palette.foreground }));
  profile.panels.forEach((panel, i) => {
    const chart = panelChart(panel, { document, palette, colorKeys: profile.colorKeys });
    setAll(chart, { x: (i % columns) * PANEL_WIDTH, y: titleHeight + Math.floor(i / columns) * PANEL_HEIGHT });
    root.append(chart);
  });
  setAll(legend, { x: 0, y: titleHeight + rows * PANEL_HEIGHT });
  root.append(legend);
  notes.forEach((note, i) => root.append(textElement(document, note, { x: 12, y: titleHeight + rows * PANEL_HEIGHT + legendHeight + 12 + i * 16, fill: palette.muted })));
  return root;
}

/**
 * What every figure gets after Plot: its fonts and colours as attributes (no stylesheet in an exported
 * file), and no `<style>` element: the webview's CSP refuses inline styles (media/summary.css has the
 * one rule that matters, `white-space: pre` for the hover label's lines).
 */
function finish(svg: SVGSVGElement, palette: ProfilePalette, label: string): void {
  for (const style of [...svg.querySelectorAll('style')]) style.remove();
  // `color` sets currentColor, which Plot's axes are drawn in.
  setAll(svg, { 'font-family': palette.fontFamily, color: palette.foreground, 'aria-label': label, class: 'profile-plot' });
  const background = svg.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'rect');
  setAll(background, { width: '100%', height: '100%', fill: palette.background });
  svg.insertBefore(background, svg.firstChild);
}

/**
 * Each dot carries its exact numbers and names (Plot draws one circle per point, in order), so a
 * reader of the figure, a test or a script, can check it against `gar --json`.
 */
function markDots(svg: SVGSVGElement, panel: ProfilePanel): void {
  const circles = [...svg.querySelectorAll('g[aria-label="dot"] circle')];
  if (circles.length !== panel.points.length) throw new Error(`The profile's ${panel.title} panel drew ${circles.length} dots for ${panel.points.length} points.`);
  circles.forEach((circle, i) => {
    const p = panel.points[i]!;
    setAll(circle, { 'data-run': p.run, 'data-family': p.colorKey, 'data-panel': panel.title, 'data-row': p.rowIndex, 'data-acc': p.acc, 'data-gar': p.gar, 'data-gar-low': p.garLow, 'data-gar-high': p.garHigh });
  });
}

/** The point under the pointer when the button went down (Plot's pointer clears it on that press when a label is pinned). */
function pickOnClick(svg: SVGSVGElement, onPick: (point: ProfilePoint) => void): void {
  let pressed: ProfilePoint | null = null;
  const valueOf = () => (svg as unknown as { value: ProfilePoint | null }).value ?? null;
  svg.addEventListener('pointerdown', () => void (pressed = valueOf()), { capture: true });
  svg.addEventListener('click', () => {
    const point = pressed ?? valueOf();
    pressed = null;
    if (point) onPick(point);
  });
}

function textElement(document: Document, text: string, attrs: Record<string, string | number>): SVGTextElement {
  const el = document.createElementNS('http://www.w3.org/2000/svg', 'text') as SVGTextElement;
  setAll(el, attrs);
  el.textContent = text;
  return el;
}

function setAll(el: Element, attrs: Record<string, string | number>): void {
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
}

export function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
