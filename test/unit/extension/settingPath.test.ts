// Paths in settings as users write them (calibrationLens.bfclDataFolder, the tau2 files): absolute,
// `~/…`, `${workspaceFolder}/…`, or relative to the first workspace folder.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveSettingPath } from '../../../src/core/path/settingPath';

const places = { home: '/home/ann', workspaceFolder: '/work/runs' };

test('absolute, home, workspace folder and relative paths', () => {
  assert.equal(resolveSettingPath('/data/bfcl_eval/data', places), '/data/bfcl_eval/data');
  assert.equal(resolveSettingPath('~/gorilla/bfcl_eval/data', places), '/home/ann/gorilla/bfcl_eval/data');
  assert.equal(resolveSettingPath('~', places), '/home/ann');
  assert.equal(resolveSettingPath('${workspaceFolder}/bfcl-eval-data', places), '/work/runs/bfcl-eval-data');
  assert.equal(resolveSettingPath('../shared/data/bfcl/bfcl-eval-data', places), '/work/shared/data/bfcl/bfcl-eval-data');
  assert.equal(resolveSettingPath('  data  ', places), '/work/runs/data');
});

test('without a workspace folder a relative path stays as written, and ${workspaceFolder} is left for the message to show', () => {
  const none = { home: '/home/ann', workspaceFolder: null };
  assert.equal(resolveSettingPath('data', none), 'data');
  assert.equal(resolveSettingPath('${workspaceFolder}/data', none), '${workspaceFolder}/data');
  assert.equal(resolveSettingPath('~/data', none), '/home/ann/data');
});
