// The tools that write to the database, per domain (formats-tau2.md section 4, WRITE_TOOLS.md): the
// tools decorated @is_tool(ToolType.WRITE) at the pinned commit; the same sets at every tag since v0.1.3.

export const WRITE_TOOLS: Readonly<Record<string, readonly string[]>> = {
  airline: ['book_reservation', 'cancel_reservation', 'send_certificate', 'update_reservation_baggages', 'update_reservation_flights', 'update_reservation_passengers'],
  retail: ['cancel_pending_order', 'exchange_delivered_order_items', 'modify_pending_order_address', 'modify_pending_order_items', 'modify_pending_order_payment', 'modify_user_address', 'return_delivered_order_items'],
  // Agent-side only: the paper looks at assistant calls, and telecom's user-side writes are the user's.
  telecom: ['suspend_line', 'resume_line', 'send_payment_request', 'enable_roaming', 'disable_roaming', 'refuel_data'],
};

const ANY_WRITE = new Set(Object.values(WRITE_TOOLS).flat());

/** Write tools of a domain; null when the domain is not one we know (then no call counts as a write). */
export function writeToolsOf(domain: string | null): ReadonlySet<string> | null {
  const tools = domain ? WRITE_TOOLS[domain] : undefined;
  return tools ? new Set(tools) : null;
}

/** A write tool of some domain: the reader keeps these calls before it knows the run's domain. */
export function isKnownWriteTool(name: string): boolean {
  return ANY_WRITE.has(name);
}
