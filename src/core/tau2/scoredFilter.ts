// Which simulations the paper scores, and its per-simulation hits (_tau2_common.py, section 5.3).

function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  // Python: 0 is falsy too.
  return value !== 0;
}

/** Python's str() of the values the filter reads, as far as the words it looks for can tell. */
function pyStr(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The reason a simulation is dropped as an infrastructure error, or null when it is not. */
export function infrastructureError(sim: Record<string, unknown>): string | null {
  for (const key of ['error', 'exception', 'traceback', 'infrastructure_error', 'runtime_error']) {
    if (truthy(sim[key])) return `it has "${key}"`;
  }
  const rewardInfo = sim.reward_info;
  if (rewardInfo && typeof rewardInfo === 'object' && !Array.isArray(rewardInfo)) {
    const r = rewardInfo as Record<string, unknown>;
    for (const key of ['error', 'exception', 'traceback', 'infrastructure_error']) {
      if (truthy(r[key])) return `its reward_info has "${key}"`;
    }
    const basis = truthy(r.reward_basis) ? pyStr(r.reward_basis).toLowerCase() : '';
    if (basis.includes('infrastructure') || basis.includes('runtime_error')) return 'its reward_basis names an infrastructure error';
  }
  const status = ['status', 'termination_reason', 'failure_reason'].map((k) => (truthy(sim[k]) ? pyStr(sim[k]) : '')).join(' ').toLowerCase();
  if (status.includes('infrastructure') || status.includes('runtime_error')) return `its termination reason is ${pyStr(sim.termination_reason) || 'an infrastructure error'}`;
  return null;
}

export function isRewardInfo(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** failed_action_count: checks with action_match false or action_reward 0; null checks count none. */
export function failedActionCount(rewardInfo: Record<string, unknown>): number {
  const checks = rewardInfo.action_checks;
  if (!Array.isArray(checks)) return 0;
  let failed = 0;
  for (const c of checks) {
    if (!isRewardInfo(c)) continue;
    if (c.action_match === false || c.action_reward === 0) failed++;
  }
  return failed;
}

/** tau2 gives a reward only when the user or the agent ended the conversation. */
export const NORMAL_ENDS: ReadonlySet<string> = new Set(['user_stop', 'agent_stop']);
