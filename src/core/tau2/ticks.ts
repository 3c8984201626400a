// Full-duplex (voice) simulations store `ticks` instead of `messages` (formats-tau2.md section 9.11).
// tau2 rebuilds the messages by flattening the ticks and sorting them by timestamp; so do we, and each
// rebuilt message keeps the line of the tick it came from.

interface TickLike {
  timestamp?: unknown;
  agent_chunk?: unknown;
  user_chunk?: unknown;
  agent_tool_calls?: unknown;
  user_tool_calls?: unknown;
  agent_tool_results?: unknown;
  user_tool_results?: unknown;
}

type Rebuilt = { message: Record<string, unknown>; line: number; at: string; order: number };

export function flattenTicks(ticks: readonly unknown[], tickLines: ReadonlyMap<number, number>, fallbackLine: number): { messages: unknown[]; lineOf: Map<number, number> } {
  const rebuilt: Rebuilt[] = [];
  ticks.forEach((raw, t) => {
    if (!raw || typeof raw !== 'object') return;
    const tick = raw as TickLike;
    const line = tickLines.get(t) ?? fallbackLine;
    const at = typeof tick.timestamp === 'string' ? tick.timestamp : '';
    const add = (message: Record<string, unknown>) => {
      const stamp = typeof message.timestamp === 'string' ? message.timestamp : at;
      rebuilt.push({ message, line, at: stamp, order: rebuilt.length });
    };
    const chunk = (value: unknown, role: string, calls: unknown) => {
      const hasCalls = Array.isArray(calls) && calls.length > 0;
      if (value && typeof value === 'object') {
        const m: Record<string, unknown> = { role, ...(value as Record<string, unknown>) };
        if (hasCalls && !(Array.isArray(m.tool_calls) && m.tool_calls.length)) m.tool_calls = calls;
        add(m);
      } else if (hasCalls) add({ role, content: null, tool_calls: calls, timestamp: at });
    };
    chunk(tick.user_chunk, 'user', tick.user_tool_calls);
    chunk(tick.agent_chunk, 'assistant', tick.agent_tool_calls);
    for (const results of [tick.agent_tool_results, tick.user_tool_results]) {
      if (Array.isArray(results)) for (const r of results) if (r && typeof r === 'object') add({ role: 'tool', ...(r as Record<string, unknown>) });
    }
  });
  // ISO local timestamps sort as text; equal ones keep tick order.
  rebuilt.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order));
  return { messages: rebuilt.map((r) => r.message), lineOf: new Map(rebuilt.map((r, i) => [i, r.line])) };
}
