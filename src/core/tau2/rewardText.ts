// A tau2 reward as Python prints the float: 1.0, 0.0, 0.5; "unknown" when the file has none.
export function rewardText(reward: number | null): string {
  if (reward === null) return 'unknown';
  return Number.isInteger(reward) ? reward.toFixed(1) : String(reward);
}
