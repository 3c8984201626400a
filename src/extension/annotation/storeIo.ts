// How the decision store reaches its host's file system: annotationHost.ts answers it for the Node
// host (local disk) and web/annotationHost.ts for the web worker host (vscode.workspace.fs).
import type { LabelDecision } from '../../core/annotation/decisionSchema';

/** How decisions reach the store's file system and are read back from it. */
export interface StoreIo {
  readBytes(path: string): Promise<Uint8Array | null>;
  /** Resolves once the decision is on the file system (and, where writes are whole files, read back). */
  append(store: string, decision: LabelDecision): Promise<void>;
}

