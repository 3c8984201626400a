// Types for launch.mjs, so that the TypeScript e2e harness can import it.
export declare const quietSettings: Record<string, unknown>;
export declare function freePort(wanted?: number): Promise<number>;

export interface InstalledExtension {
  /** `<publisher>.<name>` */
  id: string;
  folder: string;
}
export declare function unpackExtension(vsixPath: string, extensionsDir: string): InstalledExtension;
export declare function copyExtension(folder: string, extensionsDir: string): InstalledExtension;

export interface LaunchOptions {
  workspace: string;
  vsix?: string | null;
  extensionFolders?: string[];
  settings?: Record<string, unknown>;
  port?: number;
  keepProfile?: boolean;
  timeoutMs?: number;
  /** A file the folder's address opens in the editor. */
  openFile?: string | null;
}

export interface CodeServer {
  url: string;
  folderUrl: string;
  port: number;
  pid: number;
  profileDir: string;
  userDataDir: string;
  extensionsDir: string;
  extension: InstalledExtension | null;
  logPath: string;
  stop(): Promise<void>;
}
export declare function launchCodeServer(options: LaunchOptions): Promise<CodeServer>;
