// Whose decisions the views count as "yours", and the name a new annotator is offered: the configured
// author as it is, else git's user.name, else the OS user. git is asked once, without blocking, and not
// as the extension loads: a process spawned then (57-92 ms of a cold open, docs/performance.md) sat on the
// way to the first labels. It is asked after the first labels (annotationHost.ts), or sooner by whatever
// needs the name before that (a store with decisions read first), which then waits for the answer.
// No vscode here: a unit test says what happens in each order.

/** The name the views go by when nobody is named anywhere (nothing is written under it). */
export const NOBODY = 'unknown';

export class AuthorName {
  private asked: Promise<string> | undefined;
  private answer: string | undefined;

  /**
   * `askGit`: git's user.name (null: none), asked only when `suggested` is first called; null where
   * there is no git (then the fallback is the answer at once). `fallback`: the name when git has none.
   */
  constructor(private readonly askGit: (() => Promise<string | null>) | null, private readonly fallback: () => string) {
    if (!askGit) this.answer = fallback();
  }

  /** The name a new annotator is offered, git asked now if it has not been. */
  suggested(): Promise<string> {
    if (this.answer !== undefined) return Promise.resolve(this.answer);
    this.asked ??= this.askGit!().catch(() => null).then((name) => (this.answer = name || this.fallback()));
    return this.asked;
  }

  /** The author: `configured` (the setting) when set; else the suggestion, waited for. */
  async of(configured: string): Promise<string> {
    return configured !== '' ? configured : (await this.suggested()) || NOBODY;
  }

  /** The same without waiting and without asking git: undefined while git has not answered. */
  known(configured: string): string | undefined {
    if (configured !== '') return configured;
    return this.answer === undefined ? undefined : this.answer || NOBODY;
  }
}
