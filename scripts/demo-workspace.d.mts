// Types for demo-workspace.mjs, so that the TypeScript e2e test can import it.
export declare const DEMO_FILE: string;
export declare const demoSettings: Record<string, unknown>;
