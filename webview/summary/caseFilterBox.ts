// The filter box over cases: a search field whose query (caseSearch.ts) narrows the case list that is
// open, or lists the matching cases of every run shown when none is. Typing is debounced; Escape clears.
import { h } from './element';
import { parseCaseQuery, QUERY_HELP, type CaseQuery } from './caseSearch';

const TYPING_PAUSE_MS = 150;

export interface CaseFilterBox {
  element: HTMLElement;
  /** Says how many cases match, or what in the query was not understood. */
  showCount(text: string): void;
}

export function caseFilterBox(initial: string, onQuery: (query: CaseQuery, text: string) => void): CaseFilterBox {
  const input = h('input', {
    attrs: { type: 'search', id: 'case-filter-input', value: initial, placeholder: 'Filter cases: id, class, verdict, gold, error, text', 'aria-describedby': 'case-filter-help case-filter-count', spellcheck: false },
  });
  const count = h('span', { className: 'hint', attrs: { id: 'case-filter-count', role: 'status', 'aria-live': 'polite' } });
  const help = h('span', { className: 'hint visually-hidden', attrs: { id: 'case-filter-help' } }, QUERY_HELP);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const emit = () => onQuery(parseCaseQuery(input.value), input.value);
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(emit, TYPING_PAUSE_MS);
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      clearTimeout(timer);
      emit();
    } else if (e.key === 'Escape' && input.value !== '') {
      e.stopPropagation();
      input.value = '';
      clearTimeout(timer);
      emit();
    }
  });
  const element = h('div', { className: 'case-filter', attrs: { id: 'case-filter', role: 'search', title: QUERY_HELP } }, h('label', { attrs: { for: 'case-filter-input' } }, 'Cases'), input, count, help);
  return { element, showCount: (text) => void (count.textContent = text) };
}
