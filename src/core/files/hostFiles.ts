// The file access of the host this build runs in: local disk here; the web build puts
// src/extension/web/workspaceFiles.ts in this module's place (vscode.workspace.fs).
import type { FileAccess } from './fileAccess';
import { nodeFiles } from './nodeFiles';

export const hostFiles: FileAccess = nodeFiles;
