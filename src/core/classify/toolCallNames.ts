// The names of the tools an emission calls, for the audit rubric's B3 (did a held-out tool fire?).
// Normalised calls and API call lists carry their names; text that only looks like a call is read
// for `name(` (Python call lists) or a quoted "name" member (JSON calls, <tool_call> bodies).
import type { ActionClass } from './actionClass';
import type { Decision } from './decision';

const PYTHON_CALL = /([A-Za-z_][A-Za-z0-9_.]*)\s*\(/g;
const JSON_NAME = /["']name["']\s*:\s*["']([^"']+)["']/g;

/** `emission`: any labelled emission (the model's Emission is one); the classifier knows no model. */
export function toolCallNames(emission: { readonly cls: ActionClass | null; readonly decision: Decision }): string[] {
  if (emission.cls !== 'tool_call') return [];
  const d = emission.decision;
  if (d.rule === 'structured-call' || d.rule === 'literal-call' || d.rule === 'api-call-list') {
    return d.match ? d.match.text.split(', ') : [];
  }
  const text = d.text ?? '';
  const re = d.pattern === 'python-call-list' ? PYTHON_CALL : JSON_NAME;
  return [...text.matchAll(re)].map((m) => m[1]!);
}
