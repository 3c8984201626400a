// Starting trees for file-system cases, and the extra files long_context cases carry. Contents
// include the non-ASCII characters real state snapshots show raw (’ — →).
import type { Prng } from '../prng';
import { FileSystem, type TreeConfig } from '../worlds/fileSystem';

const FILES: [name: string, content: string][] = [
  ['final_report.pdf', 'Year2024 This is the final report content including budget analysis and other sections.'],
  ['previous_report.pdf', 'Year203 This is the previous report content with different budget analysis.'],
  ['log.txt', 'This is a log file. No errors found.\nAnother line.\nYet another line.\nError: Something went wrong.\nFinal line.'],
  ['ideas.txt', 'Collaboration leads to success.\nInnovation ignites growth.'],
  ['notes.md', '# Weekly sync\n- Ship the beta on Friday\n- Ask Dana about the vendor contract\n- Budget review moved to Tuesday'],
  ['budget_2024.csv', 'item,amount\nservers,12000\nlicenses,4300\ntravel,2100'],
  ['summary.txt', 'Q3 revenue grew 12 percent.\nCustomer churn fell to 3 percent.\nHiring paused until January.'],
  ['todo.txt', 'call the landlord\nrenew passport\nbook dentist\nbackup photos'],
  ['config.yaml', 'mode: production\nretries: 3\ntimeout: 30'],
  ['draft_letter.docx', 'Dear Ms. Alvarez,\nThank you for your patience — the shipment left our warehouse today.\nBest regards'],
  ['quotes.txt', 'Stay hungry, stay foolish.\nIt’s not a bug, it’s a feature.\nSimplicity is the soul of efficiency.'],
  ['readme.txt', 'Project Phoenix\nSetup: run install.sh → then start.sh\nContact: ops@example.com'],
  ['test_image1.jpg', 'Image data 1'],
  ['test_document.txt', 'Document data'],
  ['meeting_minutes.txt', 'Attendees: Priya, Marco, Lee\nDecision: move the launch to May\nAction: Marco drafts the budget analysis'],
];

const ROOTS = ['alex', 'simona', 'workspace', 'jamie', 'priya', 'marco'];
const FOLDERS = ['document', 'documents', 'archive', 'projects', 'reports', 'shared', 'communal', 'research'];

/** A root with two or three folders of files, and the user's starting directory. */
export function fileSystemFor(rng: Prng, longContext: boolean, small: boolean): FileSystem {
  const root = rng.pick(ROOTS);
  const folders = rng.sample(FOLDERS, small ? 2 : rng.int(2, 3));
  const files = rng.sample(FILES, folders.length * 3);
  const contents: TreeConfig = {};
  folders.forEach((folder, i) => {
    const inner: TreeConfig = {};
    for (const [name, content] of files.slice(i * 3, i * 3 + (small ? 2 : rng.int(2, 3)))) inner[name] = { type: 'file', content };
    contents[folder] = { type: 'directory', contents: inner };
  });
  if (rng.chance(0.3)) contents['.hidden_file'] = { type: 'file', content: 'This is a hidden file.' };
  return new FileSystem(root, contents, longContext);
}

const FILLER_LINES = [
  'INFO worker-{n} finished batch {m} in {k} ms',
  'WARN retrying upload of chunk {m} (attempt {n})',
  'Meeting notes {n}: the team agreed to revisit the budget in week {k}.',
  'Customer #{m} asked about the renewal terms; follow-up scheduled.',
  'Inventory check {n}: {k} units of SKU-{m} on hand.',
  'Draft paragraph {n}: the results suggest a modest but steady improvement over last quarter.',
  'DEBUG cache hit ratio {k} percent on shard {n}',
  'Reminder {n}: update the shared calendar before Friday.',
];

/** Text of about `bytes` characters, one plausible line after another. */
export function fillerText(rng: Prng, bytes: number): string {
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const line = rng.pick(FILLER_LINES)
      .replace('{n}', String(rng.int(1, 99)))
      .replace('{m}', String(rng.int(1000, 99999)))
      .replace('{k}', String(rng.int(2, 900)));
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

/** Adds about `bytes` of archived files under the root, the bulk of a long_context snapshot. */
export function inflateFileSystem(fs: FileSystem, rng: Prng, bytes: number): void {
  const files: [string, string][] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const name = `${rng.pick(['log', 'notes', 'report', 'export', 'backup'])}_${String(2019 + (i % 6))}_${String(i).padStart(3, '0')}.txt`;
    const content = fillerText(rng, Math.min(4000, bytes - size + 200));
    files.push([name, content]);
    size += content.length + name.length + 40;
  }
  fs.addFolder('archive_old', files);
}
