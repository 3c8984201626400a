// Where each dot's name goes so that no two names overlap, and no name covers a dot: right of the
// dot, else left, above or below; a name that fits nowhere is left out (the dot's hover label still
// names it). Greedy, in the order of the points, on the frame the chart is drawn in: Plot places each
// dot at a linear position in a fixed [0, 100] domain, so the pixel boxes are known before drawing.
import type { ProfilePoint } from './profilePoints';

export type LabelPlacement = 'right' | 'left' | 'above' | 'below';

export interface LabelFrame {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  radius: number;
  fontSize: number;
}

export interface PlacedLabel {
  text: string;
  /** Null: no room. */
  placement: LabelPlacement | null;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Longest name drawn beside a dot, in characters. */
export const LABEL_CHARS = 22;
const ORDER: readonly LabelPlacement[] = ['right', 'left', 'above', 'below'];

export function placeLabels(points: readonly Pick<ProfilePoint, 'acc' | 'gar' | 'run'>[], frame: LabelFrame): PlacedLabel[] {
  const { margin, radius, fontSize } = frame;
  const plotWidth = frame.width - margin.left - margin.right;
  const plotHeight = frame.height - margin.top - margin.bottom;
  const px = (acc: number) => margin.left + (acc / 100) * plotWidth;
  const py = (gar: number) => margin.top + (1 - gar / 100) * plotHeight;
  // System sans-serif fonts average a little under 0.6 em per character.
  const textWidth = (text: string) => text.length * fontSize * 0.6;
  const dots: Box[] = points.map((p) => ({ x0: px(p.acc) - radius, y0: py(p.gar) - radius, x1: px(p.acc) + radius, y1: py(p.gar) + radius }));
  const placed: Box[] = [];
  const gap = radius + 3;
  return points.map((point, i) => {
    const text = point.run.length <= LABEL_CHARS ? point.run : `${point.run.slice(0, LABEL_CHARS - 1)}…`;
    const w = textWidth(text);
    const h = fontSize * 1.2;
    const x = px(point.acc);
    const y = py(point.gar);
    const candidates: Record<LabelPlacement, Box> = {
      right: { x0: x + gap, y0: y - h / 2, x1: x + gap + w, y1: y + h / 2 },
      left: { x0: x - gap - w, y0: y - h / 2, x1: x - gap, y1: y + h / 2 },
      above: { x0: x - w / 2, y0: y - gap - h - 2, x1: x + w / 2, y1: y - gap - 2 },
      below: { x0: x - w / 2, y0: y + gap, x1: x + w / 2, y1: y + gap + h },
    };
    const inside = (b: Box) => b.x0 >= margin.left && b.x1 <= frame.width - margin.right && b.y0 >= margin.top && b.y1 <= frame.height - margin.bottom;
    const free = (b: Box) => !placed.some((o) => overlaps(b, o)) && !dots.some((d, j) => j !== i && overlaps(b, d));
    const placement = ORDER.find((p) => inside(candidates[p]) && free(candidates[p])) ?? null;
    if (placement) placed.push(candidates[placement]);
    return { text, placement };
  });
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}
