// Requests on the Gorilla file system: move, search, sort, compare, write, copy, read.
import type { Prng } from '../prng';
import { FileSystem } from '../worlds/fileSystem';
import type { Call, World } from '../worlds/types';
import { call, type Task, type TaskBuilder } from './types';

const LONG_CONTEXT_FOLDER = 'archive_old';
const NEW_FOLDERS = ['temp', 'backup', 'old_reports', 'Archived', 'review', 'final'];
const GUESSED_FOLDERS = ['new_folder', 'temp', 'backup'];

function fileSystemOf(world: World): FileSystem | null {
  const fs = world.classes.find((c) => c.className === 'GorillaFileSystem');
  return fs instanceof FileSystem ? fs : null;
}

/** A file the user can name, the cd calls that reach it, and a scratch copy standing there. */
function reachFile(world: World, rng: Prng, accept: (content: string) => boolean = () => true): { prefix: Call[]; file: string; at: FileSystem; folder: string } | null {
  const fs = fileSystemOf(world);
  if (!fs) return null;
  const tries: Call[][] = [[]];
  for (const dir of fs.dirsHere().filter((d) => d !== LONG_CONTEXT_FOLDER)) tries.push([call('cd', { folder: dir })]);
  for (const prefix of rng.sample(tries, tries.length)) {
    const at = fs.clone();
    for (const c of prefix) at.run(c);
    const files = at.filesHere().filter((f) => accept(at.contentOf(f) ?? ''));
    if (files.length > 0) return { prefix, file: rng.pick(files), at, folder: at.cwdName };
  }
  return null;
}

const firstLine = (text: string): string => text.split('\n')[0] ?? '';

const moveIntoNewFolder: TaskBuilder = ({ rng, world }) => {
  const spot = reachFile(world, rng);
  if (!spot) return null;
  const { prefix, file, folder } = spot;
  const dest = rng.pick(NEW_FOLDERS.filter((d) => !spot.at.dirsHere().includes(d)));
  const calls = [...prefix, call('mkdir', { dir_name: dest }), call('mv', { source: file, destination: dest })];
  const guessed = rng.pick(GUESSED_FOLDERS);
  return {
    query: `Move '${file}' within ${folder} directory to '${dest}' directory in ${folder}. Make sure to create the directory.`,
    missing: {
      vague: `Move '${file}' within ${folder} directory into a new directory there. Make sure to create it first.`,
      supply: `The new directory should be called '${dest}'.`,
      guess: [...prefix, call('mkdir', { dir_name: guessed }), call('mv', { source: file, destination: guessed })],
      need: 'the name of the new directory', todo: `move '${file}' into a new directory`, guessed: `moved '${file}' into the new '${guessed}' directory`,
    },
    calls, heldOut: 'mv', workaround: [...prefix, call('mkdir', { dir_name: dest }), call('cp', { source: file, destination: dest })],
    todo: `move '${file}' into a new '${dest}' directory`, did: `moved '${file}' into the new '${dest}' directory`,
    report: `The file '${file}' is now located at ${folder}/${dest}/${file}.`,
  };
};

const grepFile: TaskBuilder = ({ rng, world }) => {
  const spot = reachFile(world, rng, (c) => c.split(/\s+/).length > 3);
  if (!spot) return null;
  const { prefix, file, at } = spot;
  const words = (at.contentOf(file) ?? '').split(/[\s.,:]+/).filter((w) => w.length > 4);
  const pattern = rng.pick(words.length ? words : ['budget']);
  const other = at.filesHere().find((f) => f !== file) ?? file;
  const lines = (at.contentOf(file) ?? '').split('\n').filter((l) => l.includes(pattern));
  return {
    query: `Perform a detailed search using grep to identify sections in '${file}' pertaining to '${pattern}'.`,
    missing: {
      vague: `Search for the lines pertaining to '${pattern}' in the file I mentioned earlier.`,
      supply: `The file is '${file}'.`,
      guess: [...prefix, call('grep', { file_name: other, pattern })],
      need: 'the name of the file to search', todo: `search for '${pattern}'`, guessed: `searched '${other}' for '${pattern}'`,
    },
    calls: [...prefix, call('grep', { file_name: file, pattern })], heldOut: 'grep', workaround: [...prefix, call('cat', { file_name: file })],
    todo: `search '${file}' for '${pattern}'`, did: `searched '${file}' for '${pattern}'`,
    report: `The grep tool has found ${lines.length} line(s) in '${file}' that contain '${pattern}': "${lines[0] ?? ''}"`,
  };
};

const sortFile: TaskBuilder = ({ rng, world }) => {
  const spot = reachFile(world, rng);
  if (!spot) return null;
  const { prefix, file, at } = spot;
  const content = at.contentOf(file) ?? '';
  const sortedName = file.replace(/(\.\w+)?$/, '_sorted$1');
  const sorted = content.split('\n').sort().join('\n');
  const other = at.filesHere().find((f) => f !== file) ?? file;
  return {
    query: `Sort the lines of '${file}' for improved clarity and comprehension.`,
    missing: {
      vague: 'Sort one of the files in this folder line by line for improved clarity.',
      supply: `I meant '${file}'.`,
      guess: [...prefix, call('sort', { file_name: other })],
      need: 'the name of the file to sort', todo: 'sort the file', guessed: `sorted '${other}' line by line`,
    },
    calls: [...prefix, call('sort', { file_name: file })], heldOut: 'sort',
    workaround: [...prefix, call('cat', { file_name: file }), call('touch', { file_name: sortedName }), call('echo', { content: sorted, file_name: sortedName })],
    todo: `sort '${file}' line by line`, did: `sorted '${file}' line by line`,
    report: `The sorted content of '${file}' starts with: "${firstLine(sorted)}"`,
  };
};

const diffFiles: TaskBuilder = ({ rng, world }) => {
  const spot = reachFile(world, rng);
  if (!spot) return null;
  const { prefix, file, at } = spot;
  const others = at.filesHere().filter((f) => f !== file);
  if (others.length === 0) return null;
  const other = rng.pick(others);
  return {
    query: `Compare '${file}' with '${other}' line by line and tell me what changed.`,
    missing: {
      vague: `Compare '${file}' with the other file line by line and tell me what changed.`,
      supply: `The other file is '${other}'.`,
      guess: [...prefix, call('diff', { file_name1: file, file_name2: file })],
      need: 'the name of the second file', todo: `compare '${file}' with the other file`, guessed: `compared '${file}' line by line`,
    },
    calls: [...prefix, call('diff', { file_name1: file, file_name2: other })], heldOut: 'diff',
    workaround: [...prefix, call('cat', { file_name: file }), call('cat', { file_name: other })],
    todo: `compare '${file}' with '${other}'`, did: `compared '${file}' with '${other}'`,
    report: `The comparison shows that '${file}' begins with "${firstLine(at.contentOf(file) ?? '')}" while '${other}' begins with "${firstLine(at.contentOf(other) ?? '')}".`,
  };
};

const NOTES = ['Collaboration leads to success. Innovation ignites growth.', 'Budget review moved to Tuesday — bring the Q3 numbers.', 'Remember: it’s the small wins that count.', 'Deploy → verify → announce.', 'Call the vendor about the contract renewal.'];
const NOTE_FILES = ['TeamNotes.txt', 'summary_notes.txt', 'reminder.md', 'Annual_Report_2023.docx', 'plan.txt'];

const writeNote: TaskBuilder = ({ rng, world }) => {
  const fs = fileSystemOf(world);
  if (!fs) return null;
  const name = rng.pick(NOTE_FILES.filter((f) => !fs.filesHere().includes(f)));
  const text = rng.pick(NOTES);
  return {
    query: `Create a document titled '${name}' and write '${text}' into it.`,
    missing: {
      vague: `Create a new document for keeping track of ideas and write '${text}' into it.`,
      supply: `Title it '${name}'.`,
      guess: [call('touch', { file_name: 'notes.txt' }), call('echo', { content: text, file_name: 'notes.txt' })],
      need: 'the title of the document', todo: 'create the document', guessed: "created 'notes.txt' and wrote the note into it",
    },
    calls: [call('touch', { file_name: name }), call('echo', { content: text, file_name: name })], heldOut: 'echo',
    workaround: [call('touch', { file_name: name })],
    todo: `write the note into '${name}'`, did: `created '${name}' and wrote the note into it`,
    report: `'${name}' now contains: "${text}"`,
  };
};

const copyIntoFolder: TaskBuilder = ({ rng, world }) => {
  const spot = reachFile(world, rng);
  if (!spot) return null;
  const { prefix, file, at } = spot;
  const dirs = at.dirsHere().filter((d) => d !== LONG_CONTEXT_FOLDER);
  const dest = dirs.length ? rng.pick(dirs) : 'backup';
  const make = dirs.length ? [] : [call('mkdir', { dir_name: dest })];
  const guessDest = rng.chance(0.4) ? dest : dest === 'backup' ? 'archive' : 'backup';
  return {
    query: `Copy '${file}' into the '${dest}' folder, keeping the original where it is.`,
    missing: {
      vague: `Copy '${file}' into one of the folders as a backup, keeping the original where it is.`,
      supply: `Use the '${dest}' folder.`,
      guess: [...prefix, ...make, call('cp', { source: file, destination: guessDest })],
      need: 'the folder the copy should go to', todo: `copy '${file}'`, guessed: `copied '${file}' into '${guessDest}'`,
    },
    calls: [...prefix, ...make, call('cp', { source: file, destination: dest })], heldOut: 'cp',
    workaround: [...prefix, ...make, call('mv', { source: file, destination: dest })],
    todo: `copy '${file}' into '${dest}'`, did: `copied '${file}' into '${dest}'`,
    report: `A copy of '${file}' is now in '${dest}', and the original is still in place.`,
  };
};

const tailFile: TaskBuilder = ({ rng, world }) => {
  const spot = reachFile(world, rng, (c) => c.includes('\n'));
  if (!spot) return null;
  const { prefix, file, at } = spot;
  const n = rng.pick([2, 3, 10, 20]);
  return {
    query: `Finally, show the last ${n} lines of '${file}'.`,
    missing: {
      vague: `Finally, show the last several lines of '${file}'.`,
      supply: `Show the last ${n} lines.`,
      guess: [...prefix, call('tail', { file_name: file, lines: 5 })],
      need: 'the number of lines to show', todo: `show the last lines of '${file}'`, guessed: `displayed the last 5 lines of '${file}'`,
    },
    calls: [...prefix, call('tail', { file_name: file, lines: n })], heldOut: 'tail', workaround: [...prefix, call('cat', { file_name: file })],
    todo: `show the last ${n} lines of '${file}'`, did: `displayed the last ${n} lines of '${file}'`,
    report: `The last lines of '${file}' are:\n${(at.contentOf(file) ?? '').split('\n').slice(-n).join('\n')}`,
  };
};

const countWords: TaskBuilder = ({ rng, world }) => {
  const spot = reachFile(world, rng);
  if (!spot) return null;
  const { prefix, file, at } = spot;
  const words = (at.contentOf(file) ?? '').split(/\s+/).filter(Boolean).length;
  return {
    query: `How many words does '${file}' contain?`,
    missing: {
      vague: `Count what is in '${file}' for me.`,
      supply: 'I mean the number of words.',
      guess: [...prefix, call('wc', { file_name: file, mode: 'l' })],
      need: 'the unit to count (lines, words or characters)', todo: `count what is in '${file}'`, guessed: `counted the lines in '${file}'`,
    },
    calls: [...prefix, call('wc', { file_name: file, mode: 'w' })], heldOut: 'wc', workaround: [...prefix, call('cat', { file_name: file })],
    todo: `count the words in '${file}'`, did: `counted the words in '${file}'`,
    report: `'${file}' contains ${words} words.`,
  };
};

const findByName: TaskBuilder = ({ rng, world }) => {
  const fs = fileSystemOf(world);
  if (!fs) return null;
  const part = rng.pick(['test', 'report', 'notes', 'log', 'budget']);
  return {
    query: `Gather the files that have '${part}' in their name from any folder in the current directory.`,
    missing: {
      vague: 'Gather the files with that keyword in their name from any folder in the current directory.',
      supply: `The keyword is '${part}'.`,
      guess: [call('find', { path: '.', name: 'report' })],
      need: 'the keyword to look for', todo: 'gather the files', guessed: "searched the tree for names containing 'report'",
    },
    calls: [call('find', { path: '.', name: part })], heldOut: 'find', workaround: [call('ls', { a: true })],
    todo: `find the files named like '${part}'`, did: `searched the tree for names containing '${part}'`,
    report: `I looked through every folder below the current directory for names containing '${part}'.`,
  };
};

const showFile: TaskBuilder = ({ rng, world }) => {
  const spot = reachFile(world, rng);
  if (!spot) return null;
  const { prefix, file, at } = spot;
  const first = at.filesHere()[0] ?? file;
  return {
    query: `May I have a look at what's inside '${file}'?`,
    missing: {
      vague: 'May I have a look at what is inside that file?',
      supply: `The file is '${file}'.`,
      guess: [...prefix, call('cat', { file_name: first })],
      need: 'the name of the file to open', todo: 'open the file', guessed: `displayed '${first}'`,
    },
    calls: [...prefix, call('cat', { file_name: file })], heldOut: 'cat', workaround: [...prefix, call('tail', { file_name: file, lines: 100 })],
    todo: `show the content of '${file}'`, did: `displayed '${file}'`,
    report: `The content of '${file}' is: ${at.contentOf(file) ?? ''}`,
  };
};

export const FILE_TASKS: TaskBuilder[] = [moveIntoNewFolder, grepFile, sortFile, diffFiles, writeNote, copyIntoFolder, tailFile, countWords, findByName, showFile];

