// GorillaFileSystem as BFCL runs it: a tree under one root, a current directory, and state
// snapshots that show the tree as a Python repr (not JSON).
import type { JsonValue } from '../pyJson';
import { pyStr } from '../pyRepr';
import type { ApiClass, Call } from './types';

interface FileNode {
  kind: 'file';
  name: string;
  content: string;
}
interface DirNode {
  kind: 'dir';
  name: string;
  parent: DirNode | null;
  children: Map<string, FsNode>;
}
type FsNode = FileNode | DirNode;

/** The shape of `initial_config.GorillaFileSystem.root`. */
export type TreeConfig = { [name: string]: { type: 'file'; content: string } | { type: 'directory'; contents: TreeConfig } };

const FUNCTIONS = ['pwd', 'ls', 'cd', 'mkdir', 'touch', 'echo', 'cat', 'grep', 'sort', 'diff', 'wc', 'tail', 'mv', 'cp', 'rm', 'find'] as const;

function buildDir(name: string, parent: DirNode | null, contents: TreeConfig): DirNode {
  const dir: DirNode = { kind: 'dir', name, parent, children: new Map() };
  for (const [child, spec] of Object.entries(contents)) {
    dir.children.set(child, spec.type === 'file'
      ? { kind: 'file', name: child, content: spec.content }
      : buildDir(child, dir, spec.contents));
  }
  return dir;
}

function toConfig(dir: DirNode): TreeConfig {
  const out: TreeConfig = {};
  for (const [name, node] of dir.children) {
    out[name] = node.kind === 'file' ? { type: 'file', content: node.content } : { type: 'directory', contents: toConfig(node) };
  }
  return out;
}

function reprNode(node: FsNode): string {
  if (node.kind === 'file') return `<<File: ${node.name}, Content: ${node.content}>>`;
  const items = [...node.children].map(([name, child]) => `${pyStr(name)}: ${reprNode(child)}`);
  return `<Directory: ${node.name}, Parent: ${node.parent ? node.parent.name : 'None'}, Contents: {${items.join(', ')}}>`;
}

export class FileSystem implements ApiClass {
  readonly className = 'GorillaFileSystem';
  readonly functions = FUNCTIONS;
  private root: DirNode;
  private cwd: DirNode;
  /** The tree as the test case gave it; the live tree drifts from it as calls run. */
  private readonly config: TreeConfig;

  constructor(readonly rootName: string, config: TreeConfig, readonly longContext = false, initial: TreeConfig = config) {
    this.config = initial;
    this.root = buildDir(rootName, null, config);
    this.cwd = this.root;
  }

  state(): { [attr: string]: JsonValue } {
    return { long_context: this.longContext, root: reprNode(this.root) };
  }

  initialConfig(): { [key: string]: JsonValue } {
    return { root: { [this.rootName]: { type: 'directory', contents: this.config } } } as unknown as { [key: string]: JsonValue };
  }

  clone(): FileSystem {
    const copy = new FileSystem(this.rootName, toConfig(this.root), this.longContext, this.config);
    const path = this.pathParts();
    for (const part of path) {
      const next = copy.cwd.children.get(part);
      if (next?.kind === 'dir') copy.cwd = next;
    }
    return copy;
  }

  // Views the task builders use to write requests that fit the current tree.
  get cwdName(): string {
    return this.cwd.name;
  }
  filesHere(): string[] {
    return [...this.cwd.children.values()].filter((n) => n.kind === 'file' && !n.name.startsWith('.')).map((n) => n.name);
  }
  dirsHere(): string[] {
    return [...this.cwd.children.values()].filter((n) => n.kind === 'dir').map((n) => n.name);
  }
  contentOf(name: string): string | null {
    const node = this.cwd.children.get(name);
    return node?.kind === 'file' ? node.content : null;
  }
  /** Adds a folder of extra files under the root (what long_context test cases carry). */
  addFolder(name: string, files: [string, string][]): void {
    const dir: DirNode = { kind: 'dir', name, parent: this.root, children: new Map() };
    for (const [file, content] of files) dir.children.set(file, { kind: 'file', name: file, content });
    this.root.children.set(name, dir);
  }

  private pathParts(): string[] {
    const parts: string[] = [];
    for (let d: DirNode | null = this.cwd; d && d !== this.root; d = d.parent) parts.unshift(d.name);
    return parts;
  }

  run(call: Call): JsonValue {
    const a = call.args;
    const str = (k: string): string => String(a[k] ?? '');
    switch (call.name) {
      case 'pwd':
        return { current_working_directory: `/${[this.root.name, ...this.pathParts()].join('/')}` };
      case 'ls': {
        const names = [...this.cwd.children.keys()].filter((n) => a.a === true || !n.startsWith('.'));
        return { current_directory_content: names };
      }
      case 'cd':
        return this.cd(str('folder'));
      case 'mkdir':
      case 'touch': {
        const name = str(call.name === 'mkdir' ? 'dir_name' : 'file_name');
        if (this.cwd.children.has(name)) {
          return { error: call.name === 'mkdir' ? `mkdir: cannot create directory '${name}': File exists` : `touch: cannot touch '${name}': File exists` };
        }
        this.cwd.children.set(name, call.name === 'mkdir'
          ? { kind: 'dir', name, parent: this.cwd, children: new Map() }
          : { kind: 'file', name, content: '' });
        return null;
      }
      case 'echo': {
        const file = a.file_name;
        if (typeof file !== 'string') return { terminal_output: str('content') };
        const node = this.cwd.children.get(file);
        if (node?.kind === 'dir') return { error: `echo: cannot write to '${file}': Is a directory` };
        this.cwd.children.set(file, { kind: 'file', name: file, content: str('content') });
        return null;
      }
      case 'rm': {
        const name = str('file_name');
        if (!this.cwd.children.delete(name)) return { error: `rm: cannot remove '${name}': No such file or directory` };
        return { result: `'${name}' removed` };
      }
      case 'mv':
      case 'cp':
        return this.moveOrCopy(call.name, str('source'), str('destination'));
      case 'find':
        return { matches: this.find(this.cwd, '.', a.name === undefined ? null : str('name')) };
      default:
        return this.read(call);
    }
  }

  private cd(folder: string): JsonValue {
    if (folder === '..') {
      if (this.cwd.parent) this.cwd = this.cwd.parent;
      return {};
    }
    const next = this.cwd.children.get(folder);
    if (next?.kind !== 'dir') {
      return { error: `cd: ${folder}: No such directory. You cannot use path to change directory.` };
    }
    this.cwd = next;
    return { current_working_directory: folder };
  }

  private moveOrCopy(op: 'mv' | 'cp', source: string, destination: string): JsonValue {
    const verb = op === 'mv' ? 'move' : 'copy';
    const node = this.cwd.children.get(source);
    if (!node) return { error: `${op}: cannot ${verb} '${source}': No such file or directory` };
    if (destination.includes('/')) return { error: `${op}: no path allowed in destination. Only file name and folder name is supported for this operation.` };
    const target = this.cwd.children.get(destination);
    const copied: FsNode = node.kind === 'file' ? { ...node } : buildDir(node.name, null, toConfig(node));
    let where: string;
    if (target?.kind === 'dir') {
      if (target.children.has(source)) return { error: `${op}: cannot ${verb} '${source}' to '${destination}/${source}': File exists` };
      if (copied.kind === 'dir') copied.parent = target;
      target.children.set(source, copied);
      where = `${destination}/${source}`;
    } else if (target) {
      return { error: `${op}: cannot ${verb} '${source}' to '${destination}': File exists` };
    } else {
      copied.name = destination;
      if (copied.kind === 'dir') copied.parent = this.cwd;
      this.cwd.children.set(destination, copied);
      where = destination;
    }
    if (op === 'mv') this.cwd.children.delete(source);
    return { result: `'${source}' ${op === 'mv' ? 'moved' : 'copied'} to '${where}'` };
  }

  private find(dir: DirNode, prefix: string, name: string | null): string[] {
    const found: string[] = [];
    for (const [child, node] of dir.children) {
      const path = `${prefix}/${child}`;
      if (name === null || child.includes(name)) found.push(path);
      if (node.kind === 'dir') found.push(...this.find(node, path, name));
    }
    return found;
  }

  /** The commands that only read a file. */
  private read(call: Call): JsonValue {
    const a = call.args;
    const fileArg = call.name === 'diff' ? 'file_name1' : 'file_name';
    const name = String(a[fileArg] ?? '');
    const content = this.contentOf(name);
    if (content === null) return { error: `${call.name}: ${name}: No such file or directory` };
    const lines = content.split('\n');
    switch (call.name) {
      case 'cat':
        return { file_content: content };
      case 'grep':
        return { matching_lines: lines.filter((l) => l.includes(String(a.pattern ?? ''))) };
      case 'sort':
        return { sorted_content: [...lines].sort().join('\n') };
      case 'tail':
        return { last_lines: lines.slice(-Number(a.lines ?? 10)).join('\n') };
      case 'wc': {
        const mode = String(a.mode ?? 'l');
        const count = mode === 'w' ? content.split(/\s+/).filter(Boolean).length : mode === 'c' ? content.length : lines.length;
        return { count, type: mode === 'w' ? 'words' : mode === 'c' ? 'characters' : 'lines' };
      }
      case 'diff': {
        const other = this.contentOf(String(a.file_name2 ?? ''));
        if (other === null) return { error: `diff: ${String(a.file_name2 ?? '')}: No such file or directory` };
        const theirs = other.split('\n');
        const out: string[] = [];
        for (let i = 0; i < Math.max(lines.length, theirs.length); i++) {
          if (lines[i] === theirs[i]) continue;
          if (lines[i] !== undefined) out.push(`- ${lines[i]}`);
          if (theirs[i] !== undefined) out.push(`+ ${theirs[i]}`);
        }
        return { diff_lines: out.join('\n') };
      }
      default:
        return { error: `${call.name}: unsupported operation` };
    }
  }
}
