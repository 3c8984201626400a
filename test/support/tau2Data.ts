// The real tau2 runs and the paper's released data in ../shared/data (absent in a user's fresh clone).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_DATA } from './sharedData';

export const SHARED_TAU2 = join(SHARED_DATA, 'tau2');
export const SHARED_PAPER = join(SHARED_DATA, 'paper');

export const WHISSLE = join(SHARED_TAU2, 'results/whissle/airline_run1.json');
export const GPT41_AIRLINE = join(SHARED_TAU2, 'src/experiments/model_training/results/gpt-4.1_airline_default_gpt-4.1_1trials.json');
export const GPT41_RETAIL = join(SHARED_TAU2, 'src/experiments/model_training/results/gpt-4.1_retail_defautl_gpt-4.1_1trials.json');
export const QWEN = join(SHARED_TAU2, 'src/experiments/eval/data/qwen2.5-7b-retries/ollama_chat/qwen2.5-7b_airline_default_gpt-4.1-2025-04-14_1trials.json');
export const TELECOM = join(SHARED_TAU2, 'data/simulations/2025-08-10T02-44-06.496849_telecom_llm_agent_gpt-4o_user_simulator_gpt-4o.json');
export const VOICE_DIR = join(SHARED_TAU2, 'tests/test_voice/test_interaction_metrics/testdata/experiment');
export const PINNED_TASKS = (domain: string) => join(SHARED_TAU2, 'data/tau2/domains', domain, 'tasks.json');
export const JUDGMENTS = join(SHARED_PAPER, 'tau2_confirm_judgments.jsonl');

/** Pass as the `skip` option of a test that reads the real files. */
export const withoutTau2Data = existsSync(WHISSLE) && existsSync(JUDGMENTS) ? false : 'needs ../shared/data/tau2 and ../shared/data/paper (not in a fresh clone)';
