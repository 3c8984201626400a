// Editor groups' widths from `vscode.getEditorLayout` (each group's size in pixels along its parent's
// orientation, the root's orientation given), and the characters a line of an editor that wide
// shows. Pure: pinned by unit tests. VS Code tells an extension no editor's width; this is as close
// as its API comes.

/** `vscode.getEditorLayout`'s answer; `orientation` 0: the root's groups side by side. */
export interface EditorLayout {
  orientation: number;
  groups: LayoutGroup[];
}
interface LayoutGroup {
  size?: number;
  groups?: LayoutGroup[];
}

/**
 * Each editor group's width in pixels, in the order of their view columns (the grid's order); null
 * where the layout does not tell it (a group as wide as the whole editor area, in a column of groups).
 */
export function groupWidths(layout: EditorLayout): Array<number | null> {
  const out: Array<number | null> = [];
  const walk = (group: LayoutGroup, sideBySide: boolean, width: number | null) => {
    const own = sideBySide ? group.size ?? null : width;
    if (!group.groups?.length) return void out.push(own);
    // A branch lays its groups out across its parent's direction.
    for (const child of group.groups) walk(child, !sideBySide, own);
  };
  for (const group of layout.groups) walk(group, layout.orientation === 0, null);
  return out;
}

/**
 * About how many characters a line of an editor `width` pixels wide shows: the width less the line
 * numbers, glyph and folding margins, the minimap (when shown: a pixel a character, at most 120) and
 * the scroll bar, over a monospace character (0.6 of the font size).
 */
export function textColumns(width: number, fontSize: number, minimap: boolean): number {
  const char = fontSize * 0.6;
  const gutter = 5 * char + 44;
  const minimapWidth = minimap ? Math.min(120, (width - gutter) / (char + 1)) : 0;
  return Math.max(0, Math.floor((width - gutter - minimapWidth - 14) / char));
}
