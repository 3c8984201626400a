// Every command but `gar` on BFCL runs, in a bundle of its own (dist/cli-commands.js) that main.ts
// loads only when one of them is asked for: `gar` then starts without their code and schemas.
export { agreementCommand, AGREEMENT_USAGE } from './agreementCommand';
export { caseCommand, CASE_USAGE } from './caseCommand';
export { compareCommand, COMPARE_USAGE } from './compareCommand';
export { labelCommand, LABEL_USAGE } from './labelCommand';
export { labelsCommand, LABELS_USAGE } from './labelsCommand';
export { panelCommand, PANEL_USAGE } from './panelCommand';
export { confirmCli, CONFIRM_USAGE } from './confirmCli';
export { tau2Gar } from './formatCommands';
export { PLOT_USAGE } from './plotUsage';
