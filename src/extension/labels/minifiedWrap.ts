// Whether VS Code wraps a file on its own, whatever `editor.wordWrap` says: its TextModel calls a file
// "dominated by long lines" (minified) when more of its text sits on lines of 10,000 characters or more
// than on shorter ones, unless the file is too large to tokenize (over 20 MB or 300,000 lines, with
// `editor.largeFileOptimizations` on); the editor then wraps it at the viewport (editorOptions'
// `isWordWrapMinified`), until View: Toggle Word Wrap says otherwise. Checked against VS Code 1.100's
// TextModel.isDominatedByLongLines. No vscode import, so the rule is pinned by unit tests.

const LONG_LINE = 10_000;
const TOO_LARGE_CHARACTERS = 20 * 1024 * 1024;
const TOO_LARGE_LINES = 300_000;

export interface TextShape {
  lineCount: number;
  /** The length of each line, without its line break. */
  lineLength(index: number): number;
  /** Characters of every line break (1 for \n, 2 for \r\n). */
  eolLength: number;
  largeFileOptimizations: boolean;
}

export function wrapsAsMinified(text: TextShape): boolean {
  let short = 0;
  let long = 0;
  for (let i = 0; i < text.lineCount; i++) {
    const length = text.lineLength(i);
    if (length >= LONG_LINE) long += length;
    else short += length;
  }
  const characters = short + long + Math.max(0, text.lineCount - 1) * text.eolLength;
  if (text.largeFileOptimizations && (characters > TOO_LARGE_CHARACTERS || text.lineCount > TOO_LARGE_LINES)) return false;
  return long > short;
}

/** The settings that decide whether a file wraps, before any View: Toggle Word Wrap. */
export interface WrapSettings {
  wordWrap: string;
  /**
   * `editor.wordWrapOverride1`, an editor option VS Code reads from the settings but does not list:
   * "on" or "off" decides alone, over `editor.wordWrap` and the minified rule; "inherit" leaves them.
   * This extension's `[jsonl]` default is "off", so BFCL run files open a case per row at once.
   */
  wordWrapOverride1: string;
  minified: () => boolean;
}

/** Whether the settings wrap a file, as VS Code 1.100's editor layout decides it (editorOptions' `isViewportWrapping`). */
export function wrapsBySettings(s: WrapSettings): boolean {
  if (s.wordWrapOverride1 === 'on' || s.wordWrapOverride1 === 'off') return s.wordWrapOverride1 === 'on';
  return s.wordWrap !== 'off' || s.minified();
}

/** Whether VS Code wraps a file only by the minified rule: what the unwrap at first show undoes. */
export function wrapsOnlyAsMinified(s: WrapSettings): boolean {
  return s.wordWrapOverride1 !== 'on' && s.wordWrapOverride1 !== 'off' && s.wordWrap === 'off' && s.minified();
}

/**
 * Whether an open file wraps: what its settings say (`editor.wordWrap` other than "off", or a file
 * VS Code calls minified), until View: Toggle Word Wrap overrides that for the file. The toggle sets
 * the opposite of what is shown; the next one drops the override, back to the settings (VS Code
 * 1.100's toggleWordWrap), which may have changed meanwhile.
 */
export interface WrapState {
  configured: boolean;
  override: boolean | null;
}

export function wraps(state: WrapState): boolean {
  return state.override ?? state.configured;
}

export function afterToggle(state: WrapState): WrapState {
  return { configured: state.configured, override: state.override === null ? !wraps(state) : null };
}
