// Which version of the classifier rules produced a label: the reference commit they restate
// (fbj2333/tool-calling-calibration @ 5c9ec3df). Exports carry it so a table can be traced to its rules.
export const CLASSIFIER_RULES_VERSION = 'ref-5c9ec3df';
