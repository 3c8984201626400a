// The extension host's log (`<user-data-dir>/logs/<date>/exthost<N>/remoteexthost.log`): where
// activation and its failures show, so a failing test can say why the extension did nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface Activation {
  /** The event that woke it, e.g. `onLanguage:jsonl`. */
  event: string;
  startup: boolean;
}

export class ExtensionHostLog {
  constructor(private readonly userDataDir: string) {}

  /** Paths of every extension host log of this session, oldest first (a restart adds exthost2). */
  paths(): string[] {
    const logsDir = join(this.userDataDir, 'logs');
    if (!existsSync(logsDir)) return [];
    return readdirSync(logsDir).sort().flatMap((session) =>
      readdirSync(join(logsDir, session))
        .filter((name) => /^exthost\d+$/.test(name))
        .sort((a, b) => Number(a.slice(7)) - Number(b.slice(7)))
        .map((name) => join(logsDir, session, name, 'remoteexthost.log'))
        .filter((path) => existsSync(path)),
    );
  }

  text(): string {
    return this.paths().map((path) => readFileSync(path, 'utf8')).join('\n');
  }

  /** How the extension was activated, or null while it has not been. */
  activation(extensionId: string): Activation | null {
    const escaped = extensionId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`_doActivateExtension ${escaped}, startup: (true|false), activationEvent: '([^']*)'`).exec(this.text());
    return match ? { startup: match[1] === 'true', event: match[2]! } : null;
  }

  /** Each `[error]` entry with the lines that continue it (stack traces), optionally only those naming `mentioning`. */
  errors(mentioning?: string): string[] {
    const entries = logEntries(this.text(), /\[error\]/);
    return mentioning ? entries.filter((e) => e.includes(mentioning)) : entries;
  }

  /** The text of an extension's own logs (its output channels) in this session's extension hosts on disk. */
  extensionLogs(extensionId: string): string {
    return this.paths()
      .map((path) => join(dirname(path), extensionId))
      .filter((folder) => existsSync(folder))
      .flatMap((folder) => readdirSync(folder).filter((name) => name.endsWith('.log')).map((name) => readFileSync(join(folder, name), 'utf8')))
      .join('\n');
  }
}

/** The entries of a log's text whose level matches `level`, each with the lines that continue it (stack traces). */
export function logEntries(text: string, level: RegExp): string[] {
  const entries: string[] = [];
  let current: string | null = null;
  for (const line of text.split('\n')) {
    if (/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ \[/.test(line)) {
      if (current !== null) entries.push(current.trimEnd());
      current = level.test(line) ? line : null;
    } else if (current !== null) current += `\n${line}`;
  }
  if (current !== null) entries.push(current.trimEnd());
  return entries;
}
