// The tau2 files the settings name (calibrationLens.tau2TasksFile, calibrationLens.tau2JudgmentsFile),
// read by the core.
import { readTau2Sources, type Tau2Sources } from '../../core/tau2/tau2Sources';
import { tau2JudgmentsFile, tau2TasksFiles } from '../settingPaths';

export type { Tau2Sources };

export function tau2Sources(): Promise<Tau2Sources> {
  return readTau2Sources(tau2TasksFiles(), tau2JudgmentsFile());
}
