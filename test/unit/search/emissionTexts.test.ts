// The `text:` filter's search of what the models said (issue 23, point 4): BFCL emissions read from
// their spans, tau2 assistant messages read from the run's file; user messages are never searched.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { loadFile } from '../../../src/core/load/loadFile';
import { casesSaying, emissionTextsOf } from '../../../src/core/search/emissionTexts';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';

const SAMPLE = join(__dirname, '..', '..', '..', 'sample', 'result', 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_miss_param_result.json');

async function textsOf(path: string) {
  const model = await loadFile(path, { files: nodeFiles });
  assert.equal(model.kind, 'result');
  return emissionTextsOf(model, () => readFile(path, 'utf8'));
}

test('BFCL: every case with its emissions as the case view shows them, lower case, in file order', async () => {
  const texts = await textsOf(SAMPLE);
  assert.equal(texts.length, 12);
  assert.deepEqual(texts[0]!.kase, { file: SAMPLE, id: 'multi_turn_miss_param_0' });
  assert.deepEqual(texts[0]!.said.slice(0, 4), [
    '[{"cd":"{\\"folder\\":\\"shared\\"}"}]',
    '[{"mkdir":"{\\"dir_name\\":\\"backup\\"}"}]',
    '[{"cp":"{\\"source\\":\\"config.yaml\\",\\"destination\\":\\"archive\\"}"}]',
    "copied 'config.yaml' into 'archive'. all done.",
  ]);
  assert.deepEqual(casesSaying(texts, 'mkdir').map((c) => c.id), ['multi_turn_miss_param_0', 'multi_turn_miss_param_1', 'multi_turn_miss_param_3', 'multi_turn_miss_param_7']);
  // Case is ignored: the file says "Copied", the word is searched lower case.
  assert.deepEqual(casesSaying(texts, "copied 'config.yaml'").map((c) => c.id), ['multi_turn_miss_param_0']);
});

test('tau2: the assistant messages (content, then each tool call as a call), never the user\'s', { skip: withoutTau2Data }, async () => {
  const texts = await textsOf(WHISSLE);
  // The oracle: the file read whole, the assistant's tool calls by name.
  const simulations = (JSON.parse(readFileSync(WHISSLE, 'utf8')) as { simulations: { id: string; messages: { role: string; content?: string | null; tool_calls?: { name: string }[] | null }[] }[] }).simulations;
  const transferring = simulations.filter((s) => s.messages.some((m) => m.role === 'assistant' && (m.tool_calls ?? []).some((c) => c.name === 'transfer_to_human_agents'))).map((s) => s.id);
  assert.equal(texts.length, 50);
  assert.equal(transferring.length, 24);
  assert.deepEqual(casesSaying(texts, 'transfer_to_human_agents(').map((c) => c.id), transferring);
  // The user simulator ends 21 conversations with ###STOP###; the model never says it.
  assert.equal(simulations.filter((s) => s.messages.some((m) => m.role === 'user' && /###stop###/i.test(m.content ?? ''))).length, 21);
  assert.deepEqual(casesSaying(texts, '###stop###'), []);
});
