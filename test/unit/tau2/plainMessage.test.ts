// The summary's quick check of a message (plainMessage) stands in for MessageSchema where it can: it
// must take only what the schema takes, as the schema takes it, and leave every other message to it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { MessageSchema, plainMessage } from '../../../src/core/tau2/schema';
import { GPT41_AIRLINE, GPT41_RETAIL, QWEN, TELECOM, WHISSLE, withoutTau2Data } from '../../support/tau2Data';

/** plainMessage's answer agrees with the schema's: the same message when it takes one, else none it could take alone. */
function agrees(raw: unknown): 'plain' | 'left to the schema' {
  const quick = plainMessage(raw);
  if (quick === null) return 'left to the schema';
  const parsed = MessageSchema.safeParse(raw);
  assert.ok(parsed.success, `plainMessage took ${JSON.stringify(raw)}, which the schema refuses`);
  assert.deepEqual(quick, parsed.data);
  return 'plain';
}

test('plain replies and tool results are taken as they are; every field the schema checks is checked', () => {
  // The fields plainMessage checks by hand: a field the schema gains must be checked there too.
  assert.deepEqual(Object.keys(MessageSchema.shape).sort(), ['content', 'error', 'id', 'requestor', 'role', 'timestamp', 'tool_calls', 'tool_messages', 'turn_idx']);
  assert.equal(agrees({ role: 'assistant', content: 'Hello', turn_idx: 3, timestamp: '2025-01-01T00:00:00', extra: { kept: true } }), 'plain');
  assert.equal(agrees({ role: 'tool', content: '{"a": 1}', id: 'call_1', requestor: 'assistant', error: false }), 'plain');
  assert.equal(agrees({ role: 'user', content: null, tool_calls: null, tool_messages: null, id: null }), 'plain');
  for (const bad of [
    null, [], 'text', { content: 'no role' }, { role: 7 },
    { role: 'tool', error: 'yes' }, { role: 'tool', id: 5 }, { role: 'tool', requestor: false },
    { role: 'assistant', turn_idx: '3' }, { role: 'assistant', timestamp: 12 },
  ]) {
    assert.equal(agrees(bad), 'left to the schema', JSON.stringify(bad));
    assert.equal(MessageSchema.safeParse(bad).success, false, `the schema refuses ${JSON.stringify(bad)}`);
  }
  // Calls and tool messages have shapes of their own: the schema reads them.
  assert.equal(agrees({ role: 'assistant', tool_calls: [{ id: 'c', name: 'get_user', arguments: {} }] }), 'left to the schema');
  assert.equal(agrees({ role: 'tool', tool_messages: [] }), 'left to the schema');
});

test('on every message of the real runs, the quick check and the schema agree', { skip: withoutTau2Data }, () => {
  const counts = { plain: 0, 'left to the schema': 0 };
  for (const file of [WHISSLE, GPT41_AIRLINE, GPT41_RETAIL, QWEN, TELECOM]) {
    const run = JSON.parse(readFileSync(file, 'utf8')) as { simulations: Array<{ messages: unknown[] }> };
    for (const sim of run.simulations) for (const m of sim.messages) counts[agrees(m)]++;
  }
  // The messages with calls (or tool messages), and none other, are left to the schema.
  assert.deepEqual(counts, { plain: 4128, 'left to the schema': 1025 });
});
