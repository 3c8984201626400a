// A human label as a set of classes, the same for every benchmark: a BFCL emission's is one class or
// none, a tau2 message's any number. How sets compare, read and count as one nominal value. No zod
// here: the summary page's messages name the classes (protocol/agreement.ts), and the store's schema
// (decisionSchema.ts) is built with full zod and its locales, two thirds of the page's script when it came along.
import { ACTION_CLASSES, classLabel, type ActionClass } from '../classify/actionClass';

/** A human's class for an emission: one of the five, or "none" (the emission carries no action). */
export const HUMAN_CLASSES = [...ACTION_CLASSES, 'none'] as const;

/** The same classes, whatever their order. */
export function sameClasses(a: readonly ActionClass[], b: readonly ActionClass[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((c) => y.has(c));
}

/** In the order of the method's classes: TOOL_CALL, ASK, REFUSE, CONFIRM, OTHER. */
export function inClassOrder(classes: Iterable<ActionClass>): ActionClass[] {
  const set = new Set(classes);
  return ACTION_CLASSES.filter((c) => set.has(c));
}

/** `ASK+CONFIRM`, `TOOL_CALL`, or `NO CLASS` for the empty set. */
export function classSetText(classes: readonly ActionClass[]): string {
  return classes.length ? inClassOrder(classes).map(classLabel).join('+') : 'NO CLASS';
}

/**
 * The set as one nominal value, for kappa, alpha and the confusion matrix: `none`, a class (`ask`),
 * or the classes joined (`ask+confirm`). A single class is its own name, so BFCL labels stay the five
 * classes and none.
 */
export function classSetValue(classes: readonly ActionClass[]): string {
  return classes.length ? inClassOrder(classes).join('+') : 'none';
}
