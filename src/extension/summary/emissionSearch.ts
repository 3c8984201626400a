// The extension's side of the panel's `text:` filter: the models of the result files the panel shows
// (from the run store, so an open editor's text is what is searched), their emissions' texts kept
// while the model is, and for each word the cases that say it.
import { readText } from '../../core/files/fileAccess';
import { hostFiles } from '../../core/files/hostFiles';
import type { EmissionMatchesMessage } from '../../protocol/emissionSearch';
import { casesSaying, emissionTextsOf, type EmissionTexts } from '../../core/search/emissionTexts';
import { wholeText } from '../documentText';
import { openDocument } from '../runDocuments';
import type { ResultModel, RunStore } from '../runStore';

export class EmissionSearch {
  /** Per model: a new model (the file changed) is searched afresh, an old one is let go with it. */
  private readonly texts = new WeakMap<ResultModel, Promise<EmissionTexts>>();

  constructor(private readonly store: RunStore) {}

  /** `files`: the result files of the runs shown; `words`: lower case. */
  async search(files: readonly string[], words: readonly string[]): Promise<Omit<EmissionMatchesMessage, 'type' | 'request'>> {
    const problems: string[] = [];
    const all: EmissionTexts[] = [];
    for (const file of new Set(files)) {
      try {
        all.push(await this.textsOf(file));
      } catch (err) {
        problems.push(`${file} could not be searched: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    const matches = words.map((word) => ({
      word,
      cases: all.flatMap((texts) => casesSaying(texts, word)),
    }));
    return { matches, problems };
  }

  private async textsOf(file: string): Promise<EmissionTexts> {
    const model = await this.store.modelForPath(file);
    if (model.kind !== 'result') return [];
    let texts = this.texts.get(model);
    if (!texts) {
      texts = emissionTextsOf(model, async () => wholeText(openDocument(file)) ?? (await textOf(file)));
      this.texts.set(model, texts);
      texts.catch(() => this.texts.delete(model));
    }
    return texts;
  }
}

async function textOf(file: string): Promise<string> {
  const text = await readText(hostFiles, file);
  if (text === null) throw new Error('it could not be read');
  return text;
}
