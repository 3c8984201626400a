// The author of decisions without git on the way to the first labels (authorName.ts): git is asked
// only when something needs the name, once, and a store read before it answers waits for it or goes by
// the configured author; without git the name is there at once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AuthorName, NOBODY } from '../../../src/extension/annotation/authorName';

/** git's answer, given when the test says: how many times it was asked, and `answer` to give it. */
function slowGit() {
  let asked = 0;
  let answer: (name: string | null) => void = () => undefined;
  const ask = () => {
    asked += 1;
    return new Promise<string | null>((resolve) => {
      answer = resolve;
    });
  };
  return { ask, asked: () => asked, answer: (name: string | null) => answer(name) };
}

test('nothing asks git until the name is needed; the configured author needs no git', async () => {
  const git = slowGit();
  const author = new AuthorName(git.ask, () => 'os-user');
  assert.equal(author.known(''), undefined);
  assert.equal(author.known('ann'), 'ann');
  assert.equal(await author.of('ann'), 'ann');
  assert.equal(git.asked(), 0);
});

test('a store read before git answers waits for the one ask, and then every reader knows the name', async () => {
  const git = slowGit();
  const author = new AuthorName(git.ask, () => 'os-user');
  const first = author.of('');
  const second = author.suggested();
  assert.equal(git.asked(), 1);
  assert.equal(author.known(''), undefined);
  git.answer('Grace Hopper');
  assert.deepEqual(await Promise.all([first, second]), ['Grace Hopper', 'Grace Hopper']);
  assert.equal(author.known(''), 'Grace Hopper');
  assert.equal(await author.of(''), 'Grace Hopper');
  assert.equal(git.asked(), 1);
});

test('git without a user.name, or no git at all, gives the OS user', async () => {
  const none = slowGit();
  const withoutName = new AuthorName(none.ask, () => 'os-user');
  const asked = withoutName.of('');
  none.answer(null);
  assert.equal(await asked, 'os-user');
  const failing = new AuthorName(() => Promise.reject(new Error('spawn git ENOENT')), () => 'os-user');
  assert.equal(await failing.of(''), 'os-user');
});

test('without git (VS Code for the Web) the name is known at once: nothing offered, the views go by "unknown"', async () => {
  const author = new AuthorName(null, () => '');
  assert.equal(author.known(''), NOBODY);
  assert.equal(await author.suggested(), '');
  assert.equal(await author.of(''), 'unknown');
});
