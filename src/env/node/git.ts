// git for the author, on local disk: the name a new annotator is offered (git's user.name, as the
// commits of the same person are signed), and the version of a result file a stale decision was made
// on, when git still has it (its commits searched, newest first, for contents with that sha256).
// Without git, or when the version was never committed, the caller asks the user for a copy.
import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { basename, dirname } from 'node:path';

const COMMITS_SEARCHED = 200;

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

export function earlierVersionFromGit(file: string, sha256: string): string | null {
  const cwd = dirname(file);
  const git = (args: string[]) => spawnSync('git', args, { cwd, encoding: 'buffer', maxBuffer: 1 << 30, timeout: 30_000 });
  const log = git(['log', `-n${COMMITS_SEARCHED}`, '--format=%H', '--', basename(file)]);
  if (log.status !== 0) return null;
  for (const commit of log.stdout.toString('utf8').split('\n').filter(Boolean)) {
    const shown = git(['show', `${commit}:./${basename(file)}`]);
    if (shown.status === 0 && createHash('sha256').update(shown.stdout).digest('hex') === sha256) return shown.stdout.toString('utf8');
  }
  return null;
}
