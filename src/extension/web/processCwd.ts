// path-browserify, Node's `path` in the web bundle, asks process.cwd() when path.resolve() meets a
// relative path; a web worker has no `process`, so that call would throw. scripts/build.mjs replaces
// process.cwd by this: the root of the Uri paths the web build works in.
export const webProcessCwd = (): string => '/';
