// One case's conversation as a developer reads it: per turn the user's message, and per step what the
// harness did with the model's emission (tool results, decode errors, the 20-step force-quit). It is
// read from the result line's `inference_log`, or, when that is missing, the user's messages come
// from the BFCL test data entry. The classes themselves come from the reader, never from here.

export interface UserMessage {
  role: string;
  text: string;
}

export type HandlerNoteKind = 'decode-error' | 'empty-response' | 'force-quit' | 'other';

export interface HandlerNote {
  kind: HandlerNoteKind;
  /** The handler_log's own words, e.g. "Error decoding the model response. Proceed to next turn." */
  message: string;
  /** The decoder's error, for decode errors (e.g. "Expecting value: line 1 column 1 (char 0)"). */
  error: string | null;
}

export interface ConversationStep {
  /** 0-based, as `step_<n>` in the log. */
  step: number;
  /** `model_response_decoded` of a successful decode: the calls the harness executed. */
  decoded: string[] | null;
  /** The content of each `tool` entry, in order: one per executed call. */
  toolResults: string[];
  notes: HandlerNote[];
}

export interface ConversationTurn {
  /** 0-based. */
  index: number;
  /** The messages that opened the turn, system/developer prompts included. Empty when unknown. */
  userMessages: UserMessage[];
  steps: ConversationStep[];
}

export type UserMessageSource = 'inference_log' | 'test data' | null;

export interface Conversation {
  id: string | null;
  /** The model's emissions as saved in `result` ([turn][step]); null when `result` is not a list. */
  emissions: unknown[][] | null;
  turns: ConversationTurn[];
  /** Where the user messages came from. */
  userMessageSource: UserMessageSource;
  /** The turn and step at which the harness forced the model to quit (20-step limit), if it did. */
  forceQuit: { turn: number; step: number } | null;
}

const FORCE_QUIT = /forced to quit/i;
const DECODE_ERROR = /error decoding/i;
const EMPTY_RESPONSE = /empty response/i;

/** The text of a message `content`: a string, or a list of content blocks (`{type:"text", text}`) as Claude saves them. */
export function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((block) => {
        if (typeof block === 'string') return block;
        if (isObject(block) && typeof block.text === 'string') return block.text;
        return JSON.stringify(block);
      })
      .join('\n');
  }
  if (content === null || content === undefined) return '';
  return JSON.stringify(content);
}

/** Parses one result line; null when it is not a JSON object (the reader reports why). */
export function parseResultLine(lineText: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(lineText);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** The conversation recorded in a parsed result line (or a score file's failure line, which carries the same log). */
export function conversationFromResultLine(line: Record<string, unknown>): Conversation {
  const id = typeof line.id === 'string' ? line.id : null;
  const result = line.result ?? line.model_result_raw ?? line.model_result;
  const emissions = Array.isArray(result) ? result.map((turn) => (Array.isArray(turn) ? turn : [turn])) : null;
  const log = Array.isArray(line.inference_log) ? line.inference_log : [];
  // State snapshots (lists) sit between the turn records; only the dicts are turns.
  const turnRecords = log.filter(isObject);
  const turns = turnRecords.map((record, index) => turnFromRecord(record, index));
  let forceQuit: Conversation['forceQuit'] = null;
  for (const turn of turns) {
    for (const step of turn.steps) {
      if (forceQuit === null && step.notes.some((n) => n.kind === 'force-quit')) forceQuit = { turn: turn.index, step: step.step };
    }
  }
  return {
    id,
    emissions,
    turns,
    userMessageSource: turns.some((t) => t.userMessages.length > 0) ? 'inference_log' : null,
    forceQuit,
  };
}

/** The user messages per turn of a BFCL test data entry (`question: Message[][]`); a held-out turn has none. */
export function userMessagesFromTestEntry(entry: Record<string, unknown>): UserMessage[][] {
  const question = entry.question;
  if (!Array.isArray(question)) return [];
  return question.map((turn) => (Array.isArray(turn) ? turn.filter(isObject).map(toUserMessage) : []));
}

/**
 * Fills in user messages from the test data where the log has none (older result files have no
 * `inference_log`): one turn per question turn, with the emissions' turn count as the floor.
 */
export function withTestDataMessages(conversation: Conversation, perTurn: UserMessage[][]): Conversation {
  if (conversation.userMessageSource === 'inference_log') return conversation;
  const count = Math.max(conversation.turns.length, conversation.emissions?.length ?? 0);
  const turns: ConversationTurn[] = [];
  for (let index = 0; index < count; index++) {
    const existing = conversation.turns[index];
    turns.push({ index, steps: existing?.steps ?? [], userMessages: perTurn[index] ?? [] });
  }
  return { ...conversation, turns, userMessageSource: 'test data' };
}

function turnFromRecord(record: Record<string, unknown>, index: number): ConversationTurn {
  const query = record.begin_of_turn_query;
  const userMessages = Array.isArray(query) ? query.filter(isObject).map(toUserMessage) : [];
  const steps: ConversationStep[] = [];
  for (const [key, entries] of Object.entries(record)) {
    const m = /^step_(\d+)$/.exec(key);
    if (!m || !Array.isArray(entries)) continue;
    steps.push(stepFromEntries(Number(m[1]), entries));
  }
  steps.sort((a, b) => a.step - b.step);
  return { index, userMessages, steps };
}

function stepFromEntries(step: number, entries: unknown[]): ConversationStep {
  const result: ConversationStep = { step, decoded: null, toolResults: [], notes: [] };
  for (const entry of entries) {
    if (!isObject(entry)) continue;
    if (entry.role === 'tool') {
      result.toolResults.push(messageText(entry.content));
    } else if (entry.role === 'handler_log') {
      const message = messageText(entry.content);
      const decoded = entry.model_response_decoded;
      if (Array.isArray(decoded) && !EMPTY_RESPONSE.test(message)) {
        result.decoded = decoded.map((d) => (typeof d === 'string' ? d : JSON.stringify(d)));
      }
      if (/successfully decoded/i.test(message)) continue;
      result.notes.push({
        kind: noteKind(message),
        message,
        error: typeof entry.error === 'string' ? entry.error : entry.error === undefined ? null : JSON.stringify(entry.error),
      });
    }
  }
  return result;
}

function noteKind(message: string): HandlerNoteKind {
  if (FORCE_QUIT.test(message)) return 'force-quit';
  if (DECODE_ERROR.test(message)) return 'decode-error';
  if (EMPTY_RESPONSE.test(message)) return 'empty-response';
  return 'other';
}

function toUserMessage(message: Record<string, unknown>): UserMessage {
  return { role: typeof message.role === 'string' ? message.role : 'user', text: messageText(message.content) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
