// The web worker host's realFolder.ts (scripts/build.mjs puts it in the core's one's place):
// vscode.workspace.fs names a folder by one path only, so the path is the folder.
export function realFolder(folder: string): Promise<string> {
  return Promise.resolve(folder);
}
