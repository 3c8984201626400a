// What the extension found for the filter's `text:` words: the model's emissions stay in the files, so
// each word is searched there once (the extension answers with the cases that say it) and kept until
// the runs are read again. A word not answered yet matches no emission; the filter says it is searching.
import type { EmissionMatchesMessage } from '../../src/protocol/emissionSearch';
import type { CaseQuery } from './caseSearch';

export type SearchAsk = (request: number, words: string[]) => void;

export class EmissionHits {
  /** Word -> `file \0 id` of the cases one of whose emissions holds it. */
  private readonly known = new Map<string, Set<string>>();
  private readonly asked = new Set<string>();
  private requests = 0;
  private problems: string[] = [];

  constructor(private readonly ask: SearchAsk) {}

  /** True when every `text:` word of the query has its answer; else asks for those not asked yet. */
  ready(query: CaseQuery): boolean {
    const missing = textWords(query).filter((w) => !this.known.has(w));
    const toAsk = missing.filter((w) => !this.asked.has(w));
    if (toAsk.length) {
      for (const w of toAsk) this.asked.add(w);
      this.ask(this.requests++, toAsk);
    }
    return missing.length === 0;
  }

  receive(message: EmissionMatchesMessage): void {
    for (const { word, cases } of message.matches) this.known.set(word, new Set(cases.map((c) => key(c.file, c.id))));
    this.problems = message.problems;
  }

  /** Whether the case in `file` says `word`, as far as the extension has answered. */
  says(word: string, file: string, id: string): boolean {
    return this.known.get(word)?.has(key(file, id)) ?? false;
  }

  /** What the last search could not read, as one sentence; null when it read everything. */
  problem(): string | null {
    return this.problems.length ? this.problems.join(' ') : null;
  }

  /** The runs were read again: what their files say may have changed. */
  clear(): void {
    this.known.clear();
    this.asked.clear();
    this.problems = [];
  }
}

export function textWords(query: CaseQuery): string[] {
  return [...new Set(query.terms.filter((t) => t.field === 'text').map((t) => t.value))];
}

function key(file: string, id: string): string {
  return `${file}\u0000${id}`;
}
