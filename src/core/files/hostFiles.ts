// The file access of the host this build runs in, and the one module scripts/build.mjs swaps: local
// disk through Node here (src/env/node); the web build puts src/env/web/hostFiles.ts in this module's
// place (vscode.workspace.fs). The core reaches files through nothing else.
import { nodeFiles } from '../../env/node/nodeFiles';
import type { HostFiles } from './fileAccess';

export const hostFiles: HostFiles = nodeFiles;
