// The pair filter of PhraseTable may only skip phrases that cannot be in the text: its answer must be
// the plain loop's (first phrase in the table's order, at its first occurrence) on every text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PhraseTable } from '../../../src/core/classify/phraseTable';
import { ASK_PHRASES, CONFIRM_PHRASES, REFUSE_PHRASES } from '../../../src/core/classify/phrases';
import { GREETING_QUESTIONS, TAU2_ASK_EXTENSION, TAU2_CONFIRM_PHRASES } from '../../../src/core/tau2/messageClasses';

const TABLES = [REFUSE_PHRASES, ASK_PHRASES, CONFIRM_PHRASES, TAU2_ASK_EXTENSION, TAU2_CONFIRM_PHRASES, GREETING_QUESTIONS];

function plainFirst(lower: string, phrases: readonly string[]): { phrase: string; at: number } | null {
  for (const phrase of phrases) {
    const at = lower.indexOf(phrase);
    if (at >= 0) return { phrase, at };
  }
  return null;
}

test('every phrase is found alone, inside a sentence, and at either end of the text', () => {
  for (const phrases of TABLES) {
    const table = new PhraseTable(phrases);
    for (const phrase of phrases) {
      for (const text of [phrase, `well, ${phrase} now.`, `x${phrase}`, `${phrase}y`]) {
        assert.deepEqual(table.first(text), plainFirst(text, phrases), JSON.stringify(text));
        assert.notEqual(table.first(text), null, JSON.stringify(text));
      }
    }
  }
});

test('the first phrase in the table order wins, not the first in the text', () => {
  const table = new PhraseTable(['b c', 'a b']);
  assert.deepEqual(table.first('a b c'), { phrase: 'b c', at: 2 });
  assert.deepEqual(table.first('a b a b'), { phrase: 'a b', at: 0 });
  assert.equal(table.first('a c b'), null);
});

test('texts holding a phrase\'s pairs but not the phrase are not matched', () => {
  const table = new PhraseTable(['cannot']);
  // Every pair of "cannot" (ca an nn no ot) is here, never in that order.
  assert.equal(table.first('otnocannoca annno'), null);
  assert.deepEqual(table.first('ot no cannot'), { phrase: 'cannot', at: 6 });
});

test('agrees with the plain loop on random texts built from the phrases\' own pieces', () => {
  // A seeded generator: the same texts on every run.
  let seed = 7;
  const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const pieces = TABLES.flat().flatMap((p) => [p, ...p.split(' '), p.slice(1), p.slice(0, -1)]);
  pieces.push(' ', '?', "'", '\u00e9', '\u{1f600}', 'i', '');
  for (const phrases of TABLES) {
    const table = new PhraseTable(phrases);
    for (let n = 0; n < 3000; n++) {
      let text = '';
      const parts = 1 + Math.floor(rand() * 6);
      for (let k = 0; k < parts; k++) text += pieces[Math.floor(rand() * pieces.length)]! + (rand() < 0.5 ? ' ' : '');
      assert.deepEqual(table.first(text), plainFirst(text, phrases), JSON.stringify(text));
    }
  }
});

test('the empty text and one-character phrases', () => {
  const table = new PhraseTable(['?', 'ab']);
  assert.equal(table.first(''), null);
  assert.deepEqual(table.first('x?'), { phrase: '?', at: 1 });
  assert.deepEqual(table.first('ab'), { phrase: 'ab', at: 0 });
});
