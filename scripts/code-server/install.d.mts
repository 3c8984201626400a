// Types for install.mjs, so that the TypeScript e2e harness can import it.
export declare const CODE_SERVER_VERSION: string;
export declare const cacheDir: string;
export declare const codeServerBin: string;
export declare const chromiumPath: string;
export declare class InstallError extends Error {}
export declare function ensureDebianPackages(): void;
export declare function ensureCodeServer(): { codeServerBin: string; chromiumPath: string };
