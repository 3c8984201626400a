// How the decision store reaches its host's file system: annotationHost.ts answers it for local disk
// and for vscode.workspace.fs (the web worker host).
import type { LabelDecision } from '../../core/annotation/decisionSchema';
import type { StoreFiles } from '../../core/annotation/readStore';

/** How decisions reach the store's file system and are read back from it. */
export interface StoreIo extends StoreFiles {
  /** Resolves once the decision is on the file system (and, where writes are whole files, read back). */
  append(store: string, decision: LabelDecision): Promise<void>;
}

