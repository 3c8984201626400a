// One class of a set-giving detector (tau2) in one sentence: its rule, what it matched and where. The
// hover, the case view and the CLI say it the same way.
import { classLabel } from './actionClass';
import type { ClassReason } from './decision';

const QUOTE_LIMIT = 160;

function quoted(text: string): string {
  const one = text.replace(/\r\n|\r|\n/g, ' ⏎ ');
  return `"${one.length > QUOTE_LIMIT ? `${one.slice(0, QUOTE_LIMIT)}…` : one}"`;
}

export function classReasonSentence(r: ClassReason): string {
  const at = r.offset === null ? '' : ` at offset ${r.offset}`;
  const cls = classLabel(r.cls);
  switch (r.rule) {
    case 'structured-tool-calls':
      return `${cls}: the message calls ${r.match}.`;
    case 'tool-call-text':
      return `${cls}: its text looks like a tool call, ${quoted(r.match)}${at}.`;
    case 'ask-phrase':
      return `${cls}: the phrase ${quoted(r.match)}${at}.`;
    case 'ask-phrase-tau2':
      return `${cls}: the phrase ${quoted(r.match)}${at} (tau2's own ASK list).`;
    case 'question-sentence':
      return `${cls}: the question ${quoted(r.match)}${at}, which is no greeting or closing.`;
    case 'refuse-phrase':
      return `${cls}: the phrase ${quoted(r.match)}${at}, and the message does not ask.`;
    case 'confirm-phrase':
      return `${cls}: the completion phrase ${quoted(r.match)}${at}.`;
    default:
      return `${cls}: rule ${r.rule}, ${quoted(r.match)}${at}.`;
  }
}
