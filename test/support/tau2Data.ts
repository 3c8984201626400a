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

/** The paper's Tab. 3 from the released judgments, as `calibration-lens confirm` prints it (section 5.7). */
export const TAB3_LINES = [
  'model               airline GAR    Acc      Δ    n   retail GAR    Acc      Δ    n',
  'Qwen3-8B                   24.2   11.6  +12.6   95         27.1   38.7  -11.6  225',
  'Qwen3-14B                  28.8   36.4   -7.6   66         34.2   50.5  -16.3  196',
  'gpt-oss-20b                92.0   40.0  +52.0   25         82.8   50.0  +32.8  134',
  'xLAM-2-8b                    --     --     --    0           --     --     --    0',
  'Hammer-2.1-7B                --     --     --    0           --     --     --    0',
  'ToolACE-2-8B               16.3    4.7  +11.6   43         34.1    4.4  +29.7   91',
  'gpt-5                      98.1   55.6  +42.6   54         99.4   92.7   +6.7  164',
  'gpt-5.4                   100.0   65.1  +34.9   43        100.0   83.8  +16.2  154',
  'gpt-5-mini                 89.2   59.5  +29.7   37         98.2   87.1  +11.0  163',
  'Gemini 3 Pro              100.0   62.3  +37.7   53         97.4   91.6   +5.8  154',
  'Doubao-Seed-1.8           100.0   52.8  +47.2   36         98.6   81.5  +17.1  146',
];
