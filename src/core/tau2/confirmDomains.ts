// The domains of the paper's Tab. 3 (confirmation before writes), in its column order. On its own so
// the webview can name them without the readers' schemas.
export const CONFIRM_DOMAINS = ['airline', 'retail'] as const;
export type ConfirmDomain = (typeof CONFIRM_DOMAINS)[number];
