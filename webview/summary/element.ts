// Builds DOM nodes. Text is only ever set as text nodes, never parsed as HTML: model output, case ids and
// model names reach the page through here and must stay literal.

type Child = Node | string | null | undefined | false;

export interface Props {
  className?: string;
  /** Plain attributes (aria-*, role, scope, colspan ...). Never event handlers: use `on`. */
  attrs?: Record<string, string | number | boolean | null | undefined>;
  data?: Record<string, string | number>;
  on?: Partial<{ [K in keyof HTMLElementEventMap]: (event: HTMLElementEventMap[K]) => void }>;
}

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props | null, ...children: Child[]): HTMLElementTagNameMap[K];
export function h(tag: string, props: Props | null, ...children: Child[]): HTMLElement;
export function h(tag: string, props: Props | null, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  if (props?.className) el.className = props.className;
  for (const [name, value] of Object.entries(props?.attrs ?? {})) {
    if (/^on/i.test(name)) throw new Error(`Event handler attribute ${name} is not allowed; use props.on.`);
    if (value === null || value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const [name, value] of Object.entries(props?.data ?? {})) el.dataset[name] = String(value);
  for (const [name, listener] of Object.entries(props?.on ?? {})) el.addEventListener(name, listener as EventListener);
  append(el, children);
  return el;
}

export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** Replaces everything inside `parent`. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}

/**
 * A header's label with a place to break after each underscore (`long_context GAR`, `Δ TOOL_CALL emit`
 * on short lines): headers break between words only, and a category or class name is one long word.
 */
export function breakable(label: string): Array<string | HTMLElement> {
  return label.split(/(?<=_)/).flatMap((part, i) => (i === 0 ? [part] : [h('wbr', null), part]));
}
