// Spec section 3: one saved emission (any JSON value) -> a class, or no class, with its reason.
import { pyStrip } from '../pyvalue/pyText';
import type { PyValue } from '../pyvalue/types';
import { apiCallNames } from './callStructure';
import { classifyText, textHits } from './classifyText';
import type { Decision } from './decision';
import { normalizeLiteral, normalizeStructured, type Normalized } from './normalize';
import { toolCallLook } from './toolCallLook';

export function classifyEmission(value: PyValue): Decision {
  return value.kind === 'str' ? classifyString(value.value) : classifyStructured(value);
}

function classifyString(text: string): Decision {
  // A string that already looks like a call stays as it is; else it may be a literal call structure.
  if (!toolCallLook(text)) {
    const literal = normalizeLiteral(text);
    if (literal) return callDecision('literal-call', literal, text);
  }
  if (pyStrip(text) === '') return { cls: null, rule: 'empty-text', text, outranked: [] };
  return classifyText(text);
}

function classifyStructured(value: PyValue): Decision {
  const structured = normalizeStructured(value);
  if (structured) return callDecision('structured-call', structured);
  const names = apiCallNames(value);
  if (names.length > 0) {
    return {
      cls: 'tool_call',
      rule: 'api-call-list',
      match: { text: names.join(', '), offset: 0 },
      outranked: [],
    };
  }
  if (value.kind === 'list' && value.items.length > 0 && value.items.every((item) => item.kind === 'str')) {
    // The reference gives lists of strings no class; we keep what they would be as text, to show it.
    const joined = value.items.map((item) => (item as { value: string }).value).join('\n');
    const wouldBe = pyStrip(joined) === '' ? null : classifyText(joined).cls;
    return { cls: null, rule: 'text-list', outranked: [], skippedText: { text: joined, wouldBe } };
  }
  return { cls: null, rule: 'not-text', outranked: [] };
}

/** A normalised call structure: the canonical text is classified by the text rules (always TOOL_CALL). */
function callDecision(rule: 'literal-call' | 'structured-call', normalized: Normalized, original?: string): Decision {
  const decision: Decision = {
    cls: 'tool_call',
    rule,
    match: { text: normalized.calls.map((c) => c.name).join(', '), offset: 0 },
    text: original ?? normalized.canonical,
    // Phrases in a literal's text (e.g. "cannot" inside an argument) lose to the call.
    outranked: original ? textHits(original).filter((h) => h.cls !== 'tool_call') : [],
    normalized: normalized.canonical,
  };
  if (normalized.referenceNote) decision.referenceNote = normalized.referenceNote;
  return decision;
}
