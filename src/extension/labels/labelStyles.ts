// The decoration types of the inline labels. Colours are contributed theme colours (package.json
// `contributes.colors`), so light, dark and high-contrast themes each get their own.
import * as vscode from 'vscode';
import type { ActionClass } from '../../core/classify/actionClass';
import type { LabelTone } from './labelText';

const TONE_COLOR: Record<LabelTone, string> = {
  tool_call: 'calibrationLens.toolCallForeground',
  ask: 'calibrationLens.askForeground',
  refuse: 'calibrationLens.refuseForeground',
  confirm: 'calibrationLens.confirmForeground',
  other: 'calibrationLens.otherForeground',
  none: 'calibrationLens.noClassForeground',
  pass: 'calibrationLens.passForeground',
  fail: 'calibrationLens.failForeground',
  violation: 'calibrationLens.violationForeground',
  header: 'calibrationLens.headerForeground',
  human: 'calibrationLens.humanForeground',
  disagreement: 'calibrationLens.disagreementForeground',
  stale: 'calibrationLens.noClassForeground',
};

export function toneColor(tone: LabelTone): vscode.ThemeColor {
  return new vscode.ThemeColor(TONE_COLOR[tone]);
}

export function toneBackground(tone: LabelTone): vscode.ThemeColor {
  if (tone === 'human' || tone === 'disagreement') return new vscode.ThemeColor('calibrationLens.humanBackground');
  return new vscode.ThemeColor(tone === 'violation' ? 'calibrationLens.violationBackground' : 'calibrationLens.labelBackground');
}

/**
 * Decoration types of the label pieces at the start of a line. VS Code draws decorations that share a
 * position in the order they were set, so each piece position ("slot") has its own type and every
 * update sets all slots in order; the colour of a piece comes with the piece.
 */
export class LabelStyles implements vscode.Disposable {
  private readonly slots: vscode.TextEditorDecorationType[] = [];
  readonly turn: vscode.TextEditorDecorationType;
  readonly violationLine: vscode.TextEditorDecorationType;
  readonly emission: Record<ActionClass | 'none', vscode.TextEditorDecorationType>;

  constructor() {
    this.turn = vscode.window.createTextEditorDecorationType({
      before: { margin: '0 0.6ch 0 0.3ch', fontWeight: 'bold' },
      rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
    });
    this.violationLine = vscode.window.createTextEditorDecorationType({
      isWholeLine: true,
      overviewRulerColor: toneColor('violation'),
      overviewRulerLane: vscode.OverviewRulerLane.Right,
    });
    const underline = (tone: LabelTone) =>
      vscode.window.createTextEditorDecorationType({
        borderStyle: 'none none dotted none',
        borderWidth: '0 0 2px 0',
        borderColor: toneColor(tone),
        rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
      });
    this.emission = {
      tool_call: underline('tool_call'),
      ask: underline('ask'),
      refuse: underline('refuse'),
      confirm: underline('confirm'),
      other: underline('other'),
      none: underline('none'),
    };
  }

  /** The decoration type of label piece `index` at the start of a line, created on first use. */
  slot(index: number): vscode.TextEditorDecorationType {
    while (this.slots.length <= index) {
      this.slots.push(
        vscode.window.createTextEditorDecorationType({
          before: { margin: '0 1ch 0 0', fontWeight: 'bold' },
          rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
        }),
      );
    }
    return this.slots[index]!;
  }

  get slotCount(): number {
    return this.slots.length;
  }

  /** Every type, for clearing an editor. */
  all(): vscode.TextEditorDecorationType[] {
    return [...this.slots, this.turn, this.violationLine, ...Object.values(this.emission)];
  }

  dispose(): void {
    for (const t of this.all()) t.dispose();
  }
}
