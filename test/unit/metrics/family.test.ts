// Families: the model name up to its size or date suffix, unless the user's families file names it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultFamily, familyOf } from '../../../src/core/metrics/family';
import { FamiliesFileError, familyMapOfText } from '../../../src/core/metrics/familiesFile';

test('the default rule cuts the name before its size', () => {
  assert.equal(defaultFamily('Qwen3-8B'), 'Qwen3');
  assert.equal(defaultFamily('Qwen3-14B'), 'Qwen3');
  assert.equal(defaultFamily('Qwen3-30B-A3B'), 'Qwen3');
  assert.equal(defaultFamily('Qwen2.5-0.5B-Instruct'), 'Qwen2.5');
  assert.equal(defaultFamily('Llama-3.1-70B-Instruct-FC'), 'Llama-3.1');
  assert.equal(defaultFamily('Mixtral-8x7B-Instruct'), 'Mixtral');
  assert.equal(defaultFamily('Salesforce_Llama-xLAM-2-8b-fc-r'), 'Salesforce_Llama-xLAM-2');
  assert.equal(defaultFamily('qwen3:8b'), 'qwen3');
});

test('the default rule cuts the name before its date', () => {
  assert.equal(defaultFamily('gpt-4.1-2025-04-14'), 'gpt-4.1');
  assert.equal(defaultFamily('gpt-4o-2024-11-20-FC'), 'gpt-4o');
  assert.equal(defaultFamily('gpt-5-mini-2025-08-07-FC'), 'gpt-5-mini');
  assert.equal(defaultFamily('claude-haiku-4-5-20251001-FC'), 'claude-haiku-4-5');
  assert.equal(defaultFamily('gpt-4-0613'), 'gpt-4');
  assert.equal(defaultFamily('mistral-large-2407'), 'mistral-large');
});

test('a name with no size or date, or starting with one, is its own family', () => {
  assert.equal(defaultFamily('DeepSeek-V3'), 'DeepSeek-V3');
  assert.equal(defaultFamily('claude-3-5-sonnet'), 'claude-3-5-sonnet');
  assert.equal(defaultFamily('8B-chat'), '8B-chat');
  assert.equal(defaultFamily('phi-4'), 'phi-4');
  assert.equal(defaultFamily(''), '');
});

test('the families file wins: exact names before patterns, patterns in the file order', () => {
  const map = familyMapOfText('families.json', JSON.stringify({
    families: { 'gpt-4o*': 'GPT-4o', 'gpt-4o-mini*': 'GPT-4o mini', 'gpt-4o-2024-11-20-FC': 'GPT-4o (Nov)', 'a.b*c': 'dots' },
  }));
  assert.deepEqual(familyOf('gpt-4o-2024-11-20-FC', map), { name: 'GPT-4o (Nov)', source: 'file' });
  assert.deepEqual(familyOf('gpt-4o-mini-2024-07-18', map), { name: 'GPT-4o', source: 'file' });
  assert.deepEqual(familyOf('a.bxxc', map), { name: 'dots', source: 'file' });
  // A pattern's dot is a dot, not any character.
  assert.deepEqual(familyOf('aXbc', map), { name: 'aXbc', source: 'rule' });
  assert.deepEqual(familyOf('Qwen3-8B', map), { name: 'Qwen3', source: 'rule' });
  assert.deepEqual(familyOf('Qwen3-8B'), { name: 'Qwen3', source: 'rule' });
});

test('a bad families file says which file and what is wrong', () => {
  assert.throws(() => familyMapOfText('/x/families.json', '{"families": {"a": 1}}'), (e: Error) =>
    e instanceof FamiliesFileError &&
    e.message === '/x/families.json is not a families file ({"families": {"model name or pattern*": "family"}}): families.a: expected a string, found a number. Families come from the model names instead.');
  assert.throws(() => familyMapOfText('/x/families.json', '{"family": {}}'), (e: Error) =>
    e instanceof FamiliesFileError &&
    e.message === '/x/families.json is not a families file ({"families": {"model name or pattern*": "family"}}): families: expected record, found nothing (the key is missing) (and 1 more). Families come from the model names instead.');
  assert.throws(() => familyMapOfText('/x/families.json', '{"families": {"a": " "}}'), (e: Error) =>
    e instanceof FamiliesFileError && e.message.includes('families.a: '));
  assert.throws(() => familyMapOfText('/x/families.json', '{"families": '), (e: Error) =>
    e instanceof FamiliesFileError && e.message.startsWith('Could not read the families file /x/families.json: '));
});
