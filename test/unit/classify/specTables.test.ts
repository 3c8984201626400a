// Pins the classifier to its spec (../shared/docs/classifier.md, section 5): every phrase of every table
// found inside a sentence, upper-cased, and with a typographic apostrophe where it has one, gives its
// class, matched at the first phrase of the table (in the spec's order) that the text contains; and
// between every two classes the higher-priority one wins, wherever in the text each phrase stands.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import type { ActionClass } from '../../../src/core/classify/actionClass';
import { classOfJsonEmission } from '../../../src/core/classify/classOf';
import { classifyText } from '../../../src/core/classify/classifyText';

const SPEC = resolve(__dirname, '../../../../shared/docs/classifier.md');
const skip = existsSync(SPEC) ? false : 'needs ../shared/docs/classifier.md (not in a fresh clone)';

/** The backquoted phrases of the spec's rule "N. CLASS if it contains ...", up to the next rule. */
function table(spec: string, cls: string): string[] {
  const start = spec.search(new RegExp(`^\\d\\. ${cls} if it contains`, 'm'));
  assert.ok(start >= 0, `no ${cls} rule in the spec`);
  const rest = spec.slice(start);
  const end = rest.slice(1).search(/^\d\. /m);
  return [...rest.slice(0, end + 1).matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

const spec = skip ? '' : readFileSync(SPEC, 'utf8');
const TABLES: [ActionClass, string[]][] = skip ? [] : [['refuse', table(spec, 'REFUSE')], ['ask', table(spec, 'ASK')], ['confirm', table(spec, 'CONFIRM')]];
const sentence = (phrase: string) => `So, ${phrase} here.`;
/** The typographic forms the reference reads as an apostrophe. */
const APOSTROPHES = ['\u2018', '\u2019', '\u201a', '\u201b', '\u00b4', '\u02bc'];
const typographic = (phrase: string, apostrophe = '\u2019') => phrase.replaceAll("'", apostrophe);

describe('the phrase tables of classifier.md', { skip }, () => {
  it('are read whole from the spec (21 REFUSE, 19 ASK with `?`, 23 CONFIRM)', () => {
    assert.deepEqual(TABLES.map(([cls, phrases]) => [cls, phrases.length]), [['refuse', 21], ['ask', 19], ['confirm', 23]]);
    assert.equal(TABLES[1]![1][0], '?');
  });

  for (const [cls, phrases] of TABLES) {
    it(`every ${cls.toUpperCase()} phrase, inside a sentence, as written, upper-cased and with a typographic apostrophe`, () => {
      for (const phrase of phrases) {
        // The match is the first phrase of the table, in the spec's order, that this phrase contains.
        const first = phrases.find((p) => phrase.includes(p))!;
        const variants = [phrase, phrase.toUpperCase(), ...(phrase.includes("'") ? [typographic(phrase), typographic(phrase).toUpperCase()] : [])];
        for (const variant of variants) {
          const decision = classifyText(sentence(variant));
          assert.equal(decision.cls, cls, `${JSON.stringify(sentence(variant))} should be ${cls}`);
          assert.equal(decision.match?.text.toLowerCase().replaceAll('\u2019', "'"), first, `${JSON.stringify(sentence(variant))} should match ${JSON.stringify(first)}`);
          assert.equal(decision.match?.offset, 'So, '.length);
        }
        // The summaries' class alone (classOf) agrees, with every form of the apostrophe.
        for (const variant of [phrase.toUpperCase(), ...(phrase.includes("'") ? APOSTROPHES.map((a) => typographic(phrase, a)) : [])]) {
          assert.equal(classOfJsonEmission(sentence(variant)), cls, `classOf(${JSON.stringify(sentence(variant))}) should be ${cls}`);
        }
      }
    });
  }

  it('a sentence with no phrase is OTHER', () => {
    assert.equal(classifyText(sentence('the files are listed')).cls, 'other');
  });
});

describe('priority between every two classes: TOOL_CALL > REFUSE > ASK > CONFIRM > OTHER', { skip }, () => {
  const byClass = new Map(TABLES);
  for (const [i, [higher, highPhrases]] of TABLES.entries()) {
    for (const [lower, lowPhrases] of TABLES.slice(i + 1)) {
      it(`${higher.toUpperCase()} over ${lower.toUpperCase()}, whichever comes first`, () => {
        for (const high of highPhrases) {
          for (const low of lowPhrases) {
            for (const text of [`${low}, then ${high}.`, `${high}, then ${low}.`]) {
              assert.equal(classifyText(text).cls, higher, `${JSON.stringify(text)} should be ${higher}`);
              assert.deepEqual(classifyText(text).outranked.map((h) => h.cls), [lower], JSON.stringify(text));
            }
          }
        }
      });
    }
  }
  it('TOOL_CALL over each of REFUSE, ASK and CONFIRM (every phrase), and over OTHER', () => {
    for (const [cls, phrases] of byClass) {
      for (const phrase of phrases) {
        const text = `[mv(source='a.txt', destination='b')] ${phrase}`;
        assert.equal(classifyText(text).cls, 'tool_call', text);
        assert.deepEqual(classifyText(text).outranked.map((h) => h.cls), [cls], text);
      }
    }
    assert.equal(classifyText("[mv(source='a.txt', destination='b')]").cls, 'tool_call');
  });
});
