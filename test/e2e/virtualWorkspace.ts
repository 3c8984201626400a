// A virtual workspace for the e2e tests: a run on local disk (a copy of the repository's sample/ with a
// small tau2 results file beside it), and the same files served from memory under memrun:/sample by
// the test-only extension test/e2e/fixtures/memrun, which runs in the web worker extension host as
// Calibration Lens's web build then does. The local copy is what the Node host and the command line
// read; the memory copy is what the web build reads, through vscode.workspace.fs only.
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from './harness';
import { tempDir } from '../support/tempDir';

/** The folder the memory file system serves the run as: the window opens `memrun:/sample`. */
export const VIRTUAL_ROOT = '/sample';
export const VIRTUAL_FOLDER = `memrun:${VIRTUAL_ROOT}`;
export const TAU2_RESULTS = 'tau2/airline-results.json';
/** Settings that put Calibration Lens in the web worker extension host (the memrun fixture is there already: it has only `browser`). */
export const WEB_HOST = { 'remote.extensionKind': { 'calibration-lens.calibration-lens': ['web'] } };

const toolCall = (name: string, args: Record<string, unknown>) => ({ id: `call_${name}`, name, arguments: args, requestor: 'assistant' });
const say = (role: string, content: string) => ({ role, content, tool_calls: null, turn_idx: null, timestamp: '2025-06-01T10:00:00' });

/**
 * A tau2 airline results file of four simulations, in the layout tau2 writes (indent 2): task 0 (gold
 * REFUSE) refused, task 1 (gold TOOL_CALL) called and passed, task 2 (gold ASK, TOOL_CALL) asked and
 * called, task 3 (gold TOOL_CALL) asked and never called, failing.
 */
export function tau2ResultsText(): string {
  const sim = (id: string, task: string, reward: number, messages: unknown[]) => ({
    id, task_id: task, trial: 0, termination_reason: 'user_stop', start_time: '2025-06-01T10:00:00', end_time: '2025-06-01T10:01:00',
    reward_info: { reward, action_checks: null, reward_basis: ['DB', 'COMMUNICATE'] }, messages,
  });
  const run = {
    timestamp: '2025-06-01T10:00:00',
    info: {
      git_commit: 'a03b7910bc968f706306e16017a9cb650caf7af2', num_trials: 1, max_steps: 30, max_errors: 10,
      user_info: { implementation: 'user_simulator', llm: 'gpt-4.1' },
      agent_info: { implementation: 'llm_agent', llm: 'virtual-model' },
      environment_info: { domain_name: 'airline' }, seed: 300,
    },
    tasks: [],
    simulations: [
      sim('11111111-0000-4000-8000-000000000000', '0', 1, [
        say('user', 'Please cancel my reservation EHGLP3, it is a basic economy ticket bought two weeks ago.'),
        say('assistant', 'I am sorry, but I cannot cancel this reservation: basic economy tickets bought more than 24 hours ago cannot be cancelled.'),
      ]),
      sim('22222222-0000-4000-8000-000000000000', '1', 1, [
        say('user', 'I want to know the status of my reservation 4WQ150.'),
        { ...say('assistant', ''), content: null, tool_calls: [toolCall('get_reservation_details', { reservation_id: '4WQ150' })] },
        { role: 'tool', id: 'call_get_reservation_details', content: '{"reservation_id": "4WQ150"}', requestor: 'assistant', error: false },
        say('assistant', 'Your reservation 4WQ150 is confirmed.'),
      ]),
      sim('33333333-0000-4000-8000-000000000000', '2', 0, [
        say('user', 'I need to change my flight.'),
        say('assistant', 'Could you give me your user id and the reservation number?'),
        say('user', 'mia_li_3668, reservation NO6JO3.'),
        { ...say('assistant', ''), content: null, tool_calls: [toolCall('get_user_details', { user_id: 'mia_li_3668' })] },
        { role: 'tool', id: 'call_get_user_details', content: '{"user_id": "mia_li_3668"}', requestor: 'assistant', error: false },
        say('assistant', 'Do you want me to go ahead with the change? Please confirm (yes/no).'),
      ]),
      sim('44444444-0000-4000-8000-000000000000', '3', 0, [
        say('user', 'Book me a flight from New York to Seattle on May 20.'),
        say('assistant', 'Which airport in New York would you like to leave from?'),
      ]),
    ],
  };
  return `${JSON.stringify(run, null, 2)}\n`;
}

/** The run on local disk: the sample's files and the tau2 results file, in a fresh folder. */
export function localRun(): string {
  const folder = join(tempDir('cl-virtual-run-'), 'sample');
  cpSync(join(projectRoot, 'sample'), folder, { recursive: true });
  mkdirSync(join(folder, 'tau2'), { recursive: true });
  writeFileSync(join(folder, TAU2_RESULTS), tau2ResultsText());
  return folder;
}

/** Every file under `folder`, at any depth. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The memrun fixture extension, ready to install, seeded with every file of `run`: its package is
 * copied to a fresh folder with seed.json beside it ({ files: { "/sample/<path>": base64 } }).
 */
export function memrunExtension(run: string): string {
  const folder = join(tempDir('cl-memrun-'), 'memrun');
  cpSync(join(projectRoot, 'test', 'e2e', 'fixtures', 'memrun'), folder, { recursive: true });
  const files: Record<string, string> = {};
  for (const path of filesUnder(run)) files[`${VIRTUAL_ROOT}/${relative(run, path)}`] = readFileSync(path).toString('base64');
  writeFileSync(join(folder, 'seed.json'), JSON.stringify({ files }));
  return folder;
}
