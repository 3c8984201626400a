// A tau2 tool call as one line of text, `name(key="value", n=3)`: its JSON values as tau2 stores them.
// The conversation, the exported texts and the gold path all write calls this way.

export function toolCallText(name: string, args: Record<string, unknown>): string {
  return `${name}(${Object.entries(args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})`;
}
