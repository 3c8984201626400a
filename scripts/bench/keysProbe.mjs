// The baseline of `npm run bench:keys`: an extension that only moves a cursor, written into a temporary
// folder and installed next to Calibration Lens in the same window (so in the same extension host).
// Its keys a and j, in its own read-only document of items laid out as the case view lays out
// emissions, put the cursor on the next item's header and reveal it in the middle of the editor, as
// the review loop does after a decision: what VS Code itself costs from a key to the cursor drawn on
// another line, which no extension avoids.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PROBE_ID = 'calibration-lens-bench.keys-probe';
export const PROBE_FILE = 'keys-probe.items';

const EXTENSION = `const vscode = require('vscode');
exports.activate = (context) => {
  const next = () => {
    const editor = vscode.window.activeTextEditor;
    if (!editor) return;
    const doc = editor.document;
    for (let i = 1; i <= doc.lineCount; i++) {
      const line = (editor.selection.active.line + i) % doc.lineCount;
      if (doc.lineAt(line).text.startsWith('  step ')) {
        const at = new vscode.Position(line, 0);
        editor.selection = new vscode.Selection(at, at);
        editor.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.InCenter);
        return;
      }
    }
  };
  context.subscriptions.push(vscode.commands.registerCommand('keysProbe.next', next));
};
`;

/** The probe's package: keys a and j in its own document only. */
function manifest() {
  const when = `editorTextFocus && resourceFilename == ${PROBE_FILE}`;
  return {
    name: 'keys-probe',
    displayName: 'Keys probe (bench:keys baseline)',
    description: 'Moves the cursor to the next item on a key: the floor VS Code sets for a keyboard loop.',
    publisher: 'calibration-lens-bench',
    version: '0.0.1',
    engines: { vscode: '^1.90.0' },
    main: './extension.js',
    browser: './extension.js',
    activationEvents: ['onStartupFinished'],
    contributes: {
      commands: [{ command: 'keysProbe.next', title: 'Next Item', category: 'Keys Probe' }],
      keybindings: ['a', 'j'].map((key) => ({ command: 'keysProbe.next', key, when })),
    },
  };
}

/** Writes the probe extension into `folder`/keys-probe; returns its folder. */
export function writeKeysProbe(folder) {
  const dir = join(folder, 'keys-probe');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest(), null, 2));
  writeFileSync(join(dir, 'extension.js'), EXTENSION);
  return dir;
}

/**
 * The probe's document in `workspace`: `cases` cases of 3 turns of 3 steps, each step's header and a
 * few lines of calls and output as a case view shows them (a header line per item, as its cursor goes).
 */
export function writeProbeItems(workspace, cases = 200) {
  const lines = [];
  for (let c = 0; c < cases; c++) {
    lines.push(`multi_turn_probe_${c}`, '');
    for (let t = 1; t <= 3; t++) {
      lines.push(`T${t}  user: please move the files of folder ${c} to the archive and tell me what was moved`, '');
      for (let s = 1; s <= 3; s++) {
        lines.push(`  step ${s}  TOOL_CALL  mv(source='report_${c}_${t}_${s}.txt', destination='archive')`);
        lines.push(`      output: {"result": "moved report_${c}_${t}_${s}.txt to archive", "size": ${1000 + c * 7 + s}}`, '');
      }
    }
  }
  const file = join(workspace, PROBE_FILE);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
