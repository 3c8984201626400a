// A status bar item set only when what it shows changes: each set of a field (text, tooltip, colour,
// command) or a hide sends the item to VS Code's window, which lays the status bar out again, and the
// features that keep an item up to date are told of every tab and editor change (a key of the review
// loop that opens the next case fired 13 of them). What is sent is counted (redrawCount.ts).
import type * as vscode from 'vscode';
import { countRedraw } from './redrawCount';

export interface StatusShown {
  text: string;
  tooltip?: string | vscode.MarkdownString;
  command?: string | vscode.Command;
  backgroundColor?: vscode.ThemeColor;
  accessibilityInformation?: vscode.AccessibilityInformation;
}

export class StatusItemView {
  /** What the item shows now, as a key; null while hidden. */
  private shown: string | null = null;

  constructor(private readonly item: vscode.StatusBarItem) {}

  /** Shows `what`, or hides the item (null); nothing is sent when that is what it shows already. */
  show(what: StatusShown | null): void {
    const key = what && JSON.stringify([what.text, what.tooltip ?? null, what.command ?? null, what.backgroundColor ?? null, what.accessibilityInformation ?? null]);
    if (key === this.shown) return;
    this.shown = key;
    countRedraw('statusBar');
    if (!what) return this.item.hide();
    this.item.text = what.text;
    this.item.tooltip = what.tooltip;
    this.item.command = what.command;
    this.item.backgroundColor = what.backgroundColor;
    this.item.accessibilityInformation = what.accessibilityInformation;
    this.item.show();
  }
}
