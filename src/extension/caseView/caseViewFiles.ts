// The case views as a read-only file system. VS Code reopens an editor after a window reload only when
// some file system can read its address; a text document content provider cannot, so a restored case
// view would be gone and its editor group left empty. With this provider (and the activation event
// `onFileSystem:calibration-lens-case`) VS Code reads the view again from the result file.
import * as vscode from 'vscode';
import { sameBytes } from '../../core/text/sameBytes';
import { parseCaseUri } from './caseUri';

/** What produces a view's text, and says when a view must be produced again. */
export interface CaseViewSource {
  provideTextDocumentContent(uri: vscode.Uri): Promise<string>;
  readonly onDidChange: vscode.Event<vscode.Uri>;
}

const READ_ONLY = new vscode.MarkdownString('A case view is laid out from its result file and cannot be edited; Calibration Lens never writes to result files.');

interface Rendered {
  bytes: Uint8Array;
  mtime: number;
}

export class CaseViewFiles implements vscode.FileSystemProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  private readonly rendered = new Map<string, Promise<Rendered>>();
  /** Each view's last rendering, kept when the view closes: the next one is compared with it. */
  private readonly last = new Map<string, Rendered>();
  /** When each view's content last changed: VS Code re-reads a file whose stat tells a newer time. */
  private readonly changedAt = new Map<string, number>();
  private readonly disposables: vscode.Disposable[];
  private readonly started = Date.now();

  readonly onDidChangeFile = this.changed.event;

  constructor(scheme: string, private readonly source: CaseViewSource) {
    this.disposables = [
      this.changed,
      vscode.workspace.registerFileSystemProvider(scheme, this, { isCaseSensitive: true, isReadonly: READ_ONLY }),
      source.onDidChange((uri) => {
        this.rendered.delete(uri.toString());
        this.changedAt.set(uri.toString(), Math.max(Date.now(), (this.changedAt.get(uri.toString()) ?? 0) + 1));
        this.changed.fire([{ type: vscode.FileChangeType.Changed, uri }]);
      }),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        if (doc.uri.scheme === scheme) this.rendered.delete(doc.uri.toString());
      }),
    ];
  }

  async stat(uri: vscode.Uri): Promise<vscode.FileStat> {
    // The folders of the address (`/<model folder>`) exist only as the place of their views.
    if (!parseCaseUri(uri)) return { type: vscode.FileType.Directory, ctime: this.started, mtime: this.started, size: 0, permissions: vscode.FilePermission.Readonly };
    const { bytes, mtime } = await this.render(uri);
    return { type: vscode.FileType.File, ctime: this.started, mtime, size: bytes.byteLength, permissions: vscode.FilePermission.Readonly };
  }

  async readFile(uri: vscode.Uri): Promise<Uint8Array> {
    if (!parseCaseUri(uri)) throw vscode.FileSystemError.FileIsADirectory(uri);
    return (await this.render(uri)).bytes;
  }

  readDirectory(): [string, vscode.FileType][] {
    return [];
  }

  /** Views change when their result file does; the source says so for every open view. */
  watch(): vscode.Disposable {
    return new vscode.Disposable(() => undefined);
  }

  createDirectory(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  writeFile(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  delete(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  rename(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  /**
   * One rendering per version of a view, shared by the stat and the read that follows it. A rendering
   * that differs from the one before without a change being said (the view was closed and read again
   * after the gold path was found) gets a newer time and is said changed, so that the document VS Code
   * holds does not stay on the old text.
   */
  private render(uri: vscode.Uri): Promise<Rendered> {
    const key = uri.toString();
    let rendered = this.rendered.get(key);
    if (!rendered) {
      const mtime = this.changedAt.get(key) ?? this.started;
      rendered = this.source.provideTextDocumentContent(uri).then((text) => {
        const bytes = new TextEncoder().encode(text);
        const before = this.last.get(key);
        this.last.set(key, { bytes, mtime });
        if (!before || before.mtime !== mtime || sameBytes(before.bytes, bytes)) return { bytes, mtime };
        const newer = Math.max(Date.now(), mtime + 1);
        this.changedAt.set(key, newer);
        this.last.set(key, { bytes, mtime: newer });
        setTimeout(() => this.changed.fire([{ type: vscode.FileChangeType.Changed, uri }]), 0);
        return { bytes, mtime: newer };
      });
      this.rendered.set(key, rendered);
      rendered.catch(() => this.rendered.delete(key));
    }
    return rendered;
  }
}
