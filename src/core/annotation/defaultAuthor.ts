// Who decides when nobody says: git's user.name, as the commits of the same person are signed.
import { spawnSync } from 'node:child_process';

export function gitUserName(cwd?: string): string | null {
  const run = spawnSync('git', ['config', 'user.name'], { encoding: 'utf8', cwd, timeout: 5000 });
  const name = run.status === 0 ? run.stdout.trim() : '';
  return name || null;
}
