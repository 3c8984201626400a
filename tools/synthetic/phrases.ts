// What models say between calls, by intent. Each bank keeps to its intent's wording so that the
// generated runs have known properties: `confirm`, `confirmMissed` and `report` never contain a
// question mark or an ask/refuse phrase, so a case built from them alone cannot hit ASK or REFUSE.
// The `...Missed` banks say the thing in words the reference phrase tables do not know (the
// classifier's blind spots); the curly-quote variants only match after quote mapping.
import type { Prng } from './prng';
import type { Task } from './tasks/types';

/** What a reply talks about. */
export interface Words {
  todo: string;
  did: string;
  report: string;
  /** What is missing, as a noun phrase ("the name of the new directory"). */
  need: string;
  /** The held-out function. */
  heldOut: string;
}

/** The words for a request; at the miss_param turn, those of its vague form. */
export function wordsFor(task: Task, phase: 'plain' | 'vague' | 'guessed' = 'plain'): Words {
  const m = task.missing;
  const base = { todo: task.todo, did: task.did, report: task.report, need: m?.need ?? 'a few more details', heldOut: task.heldOut };
  if (!m || phase === 'plain') return base;
  if (phase === 'vague') return { ...base, todo: m.todo };
  return { ...base, todo: m.todo, did: m.guessed, report: `I ${m.guessed}.` };
}

export type Intent =
  | 'confirm' | 'confirmMissed' | 'report' | 'followUp' | 'errorNote'
  | 'ask' | 'askMissed' | 'refuse' | 'refuseMissed' | 'holdoutAsk';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

type Bank = ((t: Words) => string)[];

const PLAIN: Record<Intent, Bank> = {
  confirm: [
    (t) => `I have ${t.did}. Task complete.`,
    (t) => `${cap(t.did)}. All done.`,
    (t) => `I've completed the request: ${t.did}.`,
    (t) => `${cap(t.did)} — everything is in place now.`,
    (t) => `All set! I ${t.did}.`,
    (t) => `The request has been completed successfully: I ${t.did}.`,
  ],
  confirmMissed: [
    (t) => `Done — ${t.did}.`,
    (t) => `✓ ${cap(t.did)}.`,
    (t) => `${cap(t.did)} → the change is live.`,
    (t) => `Finished: ${t.did}.`,
  ],
  report: [
    (t) => t.report,
    (t) => `Here is the result. ${t.report}`,
    (t) => `${t.report} Let me know if anything else comes up.`,
  ],
  followUp: [
    (t) => `${cap(t.did)}. Would you like me to do anything else with it?`,
    (t) => `${t.report} Should I also keep a backup copy?`,
  ],
  errorNote: [
    (t) => `One of the operations returned an error, so I cannot confirm that I ${t.did}.`,
    () => 'The target already exists, so it cannot be created again; the existing one was kept.',
  ],
  ask: [
    (t) => `Could you tell me ${t.need}?`,
    (t) => `Please provide ${t.need} so that I can ${t.todo}.`,
    (t) => `To ${t.todo}, I need to know ${t.need}. What should it be?`,
    (t) => `I’ll need ${t.need} before I can ${t.todo}.`,
    (t) => `Please specify ${t.need}.`,
  ],
  askMissed: [
    (t) => `Let me know ${t.need} and I will ${t.todo} right away.`,
    (t) => `Tell me ${t.need}, and I'll take care of the rest.`,
    (t) => `As soon as you give me ${t.need}, I can ${t.todo}.`,
  ],
  refuse: [
    (t) => `I cannot ${t.todo} because none of the available functions can do that.`,
    (t) => `Unfortunately, there is no function available to ${t.todo}, so I am unable to complete this step.`,
    (t) => `I can’t ${t.todo}: the ${t.heldOut} function is not available in the current toolset.`,
    (t) => `The ${t.heldOut} tool is not provided, so it is not possible to ${t.todo} right now.`,
  ],
  refuseMissed: [
    (t) => `The ${t.heldOut} tool isn't among the functions I was given, so I left everything as it is.`,
    (t) => `There is nothing in my toolset to ${t.todo}; that step will have to wait until a suitable tool is added.`,
    (t) => `I won't be able to ${t.todo} with the current tools.`,
  ],
  holdoutAsk: [
    () => 'Thank you for letting me know! However, I don\'t see a list of the new functions you\'ve mentioned. Could you please provide details about them?',
  ],
};

/** Claude-style replies: markdown, check marks, a friendly opener. */
const CLAUDE: Partial<Record<Intent, Bank>> = {
  confirm: [
    (t) => `Perfect! I've successfully completed the task:\n\n1. ✅ ${cap(t.did)}\n\n${t.report}`,
    (t) => `Done! Here's what I did:\n\n**Action Completed:**\n✓ ${cap(t.did)}.\n\nEverything is in place now.`,
  ],
  confirmMissed: [(t) => `## ${cap(t.todo.split(' ')[0] ?? 'Task')} Complete ✅\n\n${t.report}`, (t) => `✓ ${cap(t.did)}.`],
  report: [(t) => `**Result:**\n\n${t.report}\n\nThe information above reflects the current state.`],
  followUp: [(t) => `${t.report}\n\nWould you like me to:\n1. Double-check the result\n2. Make a backup copy first`],
  ask: [(t) => `I'd be happy to help you ${t.todo}. However, I need a bit more information:\n\n- **${cap(t.need)}** was not specified.\n\nCould you please let me know?`],
  refuse: [(t) => `I don't have a tool that can ${t.todo}. The functions available to me do not include \`${t.heldOut}\`, so I'm unable to do this step.`],
  holdoutAsk: [
    () => "Thank you for letting me know! I'm ready to use any new functions you've added to my toolkit. However, I don't see a list of the new functions you've mentioned.\n\nCould you please provide details about the new functions that have been added? You can either:\n\n1. **List the function names**\n2. **Describe their capabilities**",
  ],
};

/** Every wording of an intent for these words (the generator picks one; tests check them all). */
export function replies(intent: Intent, words: Words, markdown: boolean): string[] {
  const bank = (markdown ? CLAUDE[intent] : undefined) ?? PLAIN[intent];
  return bank.map((make) => make(words));
}

/** A reply of the given intent; `curly` prefers the wordings with a typographic apostrophe. */
export function say(rng: Prng, intent: Intent, words: Words, markdown: boolean, curly = false): string {
  const texts = replies(intent, words, markdown);
  const curlyTexts = texts.filter((t) => t.includes('\u2019'));
  return rng.pick(curly && curlyTexts.length > 0 ? curlyTexts : texts);
}

/** The second text block Claude sometimes adds after the first. */
export function afterthought(rng: Prng): string {
  return rng.pick(['The file is now located where you asked.', 'Everything is saved.', 'No other files were touched.']);
}
