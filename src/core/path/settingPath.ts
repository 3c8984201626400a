// A folder or file named in a setting, as a user writes it: absolute, `~/…` (the home folder),
// `${workspaceFolder}/…`, or relative to the first workspace folder. Pure, so the rule is tested
// without VS Code.
import { isAbsolute, join } from 'node:path';

export interface SettingPlaces {
  home: string;
  /** The first workspace folder; null when none is open. */
  workspaceFolder: string | null;
}

export function resolveSettingPath(value: string, places: SettingPlaces): string {
  let path = value.trim();
  if (places.workspaceFolder !== null) path = path.replace(/\$\{workspaceFolder\}/g, places.workspaceFolder);
  if (path === '~') return places.home;
  if (path.startsWith('~/') || path.startsWith('~\\')) path = join(places.home, path.slice(2));
  if (isAbsolute(path) || places.workspaceFolder === null) return path;
  return join(places.workspaceFolder, path);
}
