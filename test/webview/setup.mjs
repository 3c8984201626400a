// The webview tests drive Debian's Chromium through playwright-core. Installs it when it is missing;
// costs one existsSync when it is there. Other suites install the same package; apt waits for their lock.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (...args) => {
    const [cmd, ...rest] = [...asRoot, 'apt-get', '-o', 'DPkg::Lock::Timeout=600', ...args];
    console.log(`$ ${cmd} ${rest.join(' ')}`);
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'chromium');
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium was installed but ${CHROMIUM} is still missing; the webview tests cannot run.`);
    process.exit(1);
  }
}
