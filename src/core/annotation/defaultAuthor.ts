// Who decides when nobody says: git's user.name, as the commits of the same person are signed.
import { execFile, spawnSync } from 'node:child_process';

export function gitUserName(cwd?: string): string | null {
  const run = spawnSync('git', ['config', 'user.name'], { encoding: 'utf8', cwd, timeout: 5000 });
  const name = run.status === 0 ? run.stdout.trim() : '';
  return name || null;
}

/** The same, asked without blocking (the editor asks it in the background at start). */
export function gitUserNameLater(cwd?: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile('git', ['config', 'user.name'], { encoding: 'utf8', cwd, timeout: 5000 }, (err, stdout) => resolve((err ? '' : stdout.trim()) || null));
  });
}
