// The version of a result file a stale decision was made on, when git still has it: the file's
// commits are searched, newest first, for contents with that sha256. Without git, or when the
// version was never committed, the caller asks the user for a copy (a backup, a download).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { basename, dirname } from 'node:path';

const COMMITS_SEARCHED = 200;

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
