// The generator promises what each reply bank means to the classifier: confirmations are CONFIRM,
// the "missed" wordings fall through to OTHER, questions are ASK, refusals REFUSE. These run every
// wording over the words of real generated requests through the project's own classifier.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyText } from '../../../src/core/classify/classifyText';
import { replies, wordsFor, type Intent, type Words } from '../../../tools/synthetic/phrases';
import { Prng } from '../../../tools/synthetic/prng';
import { DOMAINS } from '../../../tools/synthetic/tasks/domains';

/** The words of every request each domain can make, over a few starting states. */
function sampleWords(): { plain: Words[]; vague: Words[]; guessed: Words[] } {
  const out = { plain: [] as Words[], vague: [] as Words[], guessed: [] as Words[] };
  for (const domain of Object.values(DOMAINS)) {
    for (let seed = 0; seed < 6; seed++) {
      const rng = new Prng(`replies/${domain.name}/${seed}`);
      const world = domain.world(rng, false, false);
      for (const build of [...domain.tasks, ...domain.closers]) {
        const task = build({ rng, world });
        if (!task) continue;
        out.plain.push(wordsFor(task));
        if (task.missing) {
          out.vague.push(wordsFor(task, 'vague'));
          out.guessed.push(wordsFor(task, 'guessed'));
        }
      }
    }
  }
  return out;
}

const words = sampleWords();

function classesOf(intent: Intent, list: Words[]): Set<string | null> {
  return new Set(list.flatMap((w) => replies(intent, w, false).map((text) => classifyText(text).cls)));
}

describe('reply banks, as the classifier reads them', () => {
  it('draws on many requests', () => {
    assert.ok(words.plain.length >= 60, `only ${words.plain.length} requests`);
    assert.ok(words.vague.length >= 40, `only ${words.vague.length} vague requests`);
  });

  const expected: [Intent, keyof typeof words, string][] = [
    ['confirm', 'plain', 'confirm'],
    ['confirm', 'guessed', 'confirm'],
    ['confirmMissed', 'plain', 'other'],
    ['confirmMissed', 'guessed', 'other'],
    ['report', 'plain', 'other'],
    ['followUp', 'plain', 'ask'],
    ['errorNote', 'plain', 'refuse'],
    ['ask', 'vague', 'ask'],
    ['askMissed', 'vague', 'other'],
    ['refuse', 'plain', 'refuse'],
    ['refuseMissed', 'plain', 'other'],
    ['holdoutAsk', 'plain', 'ask'],
  ];
  for (const [intent, kind, cls] of expected) {
    it(`${intent} replies (${kind} words) are all ${cls.toUpperCase()}`, () => {
      assert.deepEqual([...classesOf(intent, words[kind])], [cls]);
    });
  }

  it('has curly-apostrophe wordings that only match after quote mapping', () => {
    const w = words.vague[0]!;
    const curlyAsk = replies('ask', w, false).find((t) => t.includes('I\u2019ll need'));
    const curlyRefuse = replies('refuse', words.plain[0]!, false).find((t) => t.includes('can\u2019t'));
    assert.ok(curlyAsk && curlyRefuse);
    assert.equal(classifyText(curlyAsk).cls, 'ask');
    assert.equal(classifyText(curlyRefuse).cls, 'refuse');
  });

  it('writes Claude replies as markdown with check marks', () => {
    const w = words.plain[0]!;
    assert.ok(replies('confirm', w, true).some((t) => t.includes('\u2705')));
    assert.ok(replies('confirmMissed', w, true).some((t) => t.includes('\u2705')));
  });
});
