// Imported first by the webview entry, before any schema is built: zod decides at schema construction
// whether to compile object parsers with `new Function`, and its probe for that is reported as a
// violation of the panel's CSP (no eval) even though zod catches the error.
import { config } from 'zod/mini';

config({ jitless: true });
