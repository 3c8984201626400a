// One tau2 simulation's conversation, message by message, as lines a person reads: who speaks, the
// paper's classes of each assistant message, tool calls as calls, tool results (errors marked), and
// messages that could not be read. The command prints it shortened; the case view in full.
import { detectMessageClasses } from './messageClasses';
import { MessageSchema } from './schema';
import { toolCallText } from './toolCallText';

export type ConversationLineKind = 'system' | 'user' | 'assistant' | 'call' | 'tool' | 'toolError' | 'problem';

export interface ConversationLine {
  /** Index of the message in `messages`. */
  message: number;
  kind: ConversationLineKind;
  text: string;
}

/** `limit`: characters kept of each text (the rest is counted), `toolLimit` of each tool result. */
export function conversationLines(messages: readonly unknown[], limit: number, toolLimit = limit): ConversationLine[] {
  const out: ConversationLine[] = [];
  messages.forEach((raw, i) => {
    const parsed = MessageSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      out.push({ message: i, kind: 'problem', text: `[${i}] this message could not be read (${issue.path.join('.') || 'the message'}: ${issue.message})` });
      return;
    }
    const m = parsed.data;
    const text = contentText(m.content);
    if (m.role === 'tool') {
      out.push({ message: i, kind: m.error ? 'toolError' : 'tool', text: `[${i}] ${m.error ? 'tool error' : 'tool'}${m.requestor === 'user' ? ' (user side)' : ''}: ${short(text ?? '(no content)', toolLimit)}` });
      return;
    }
    let head = `[${i}] ${m.role}`;
    if (m.role === 'assistant') {
      const labels = detectMessageClasses(m.tool_calls, m.content);
      head += ` · ${labels.classes.length ? labels.classes.map((c) => c.toUpperCase()).join(' + ') : 'no class'}`;
    }
    const kind: ConversationLineKind = m.role === 'assistant' ? 'assistant' : m.role === 'user' ? 'user' : 'system';
    if (text !== null && text.trim() !== '') out.push({ message: i, kind, text: `${head}: ${short(text, limit)}` });
    else if (!m.tool_calls?.length) out.push({ message: i, kind, text: `${head}: (${text === null ? 'no content' : 'empty content'})` });
    else out.push({ message: i, kind, text: `${head}:` });
    for (const c of m.tool_calls ?? []) {
      const args = c.arguments && typeof c.arguments === 'object' && !Array.isArray(c.arguments) ? (c.arguments as Record<string, unknown>) : {};
      out.push({ message: i, kind: 'call', text: `    → ${short(toolCallText(c.name, args), limit)}` });
    }
  });
  return out;
}

function contentText(content: unknown): string | null {
  if (content === null || content === undefined) return null;
  return typeof content === 'string' ? content : JSON.stringify(content);
}

function short(text: string, max: number): string {
  const one = text.replace(/\r\n|\r|\n/g, ' ⏎ ');
  return one.length <= max ? one : `${one.slice(0, max)}… (${one.length - max} more characters)`;
}
