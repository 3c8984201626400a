// How the decision store reaches its host's file system: annotationHost.ts answers it for the Node
// host (local disk) and web/annotationHost.ts for the web worker host (vscode.workspace.fs).
import type { LabelDecision } from '../../core/annotation/decisionSchema';
import type { FileStamp } from '../../core/files/fileAccess';

/** How decisions reach the store's file system and are read back from it, and how result files are told apart. */
export interface StoreIo {
  readBytes(path: string): Promise<Uint8Array | null>;
  /** Resolves once the decision is on the file system (and, where writes are whole files, read back). */
  append(store: string, decision: LabelDecision): Promise<void>;
  /** Size and last change of a result file; null when there is none. */
  stat(path: string): Promise<FileStamp | null>;
  /** A result file's sha256; null when it cannot be read. */
  sha256(path: string): Promise<string | null>;
}

