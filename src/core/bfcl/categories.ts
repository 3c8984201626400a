// BFCL multi-turn's four categories and the action each one needs (its gold class).
import type { ActionClass } from '../classify/actionClass';

export const BFCL_CATEGORIES = ['base', 'long_context', 'miss_func', 'miss_param'] as const;
export type Category = (typeof BFCL_CATEGORIES)[number];

export const GOLD_CLASS: Record<Category, ActionClass> = {
  base: 'tool_call',
  long_context: 'tool_call',
  miss_param: 'ask',
  miss_func: 'refuse',
};
