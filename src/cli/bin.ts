// The `calibration-lens` command (dist/cli.js): loads the command line (dist/cli-main.js, from
// main.ts) with V8's code cache, since compiling it is a good part of a short run.
import { requireBundle } from './codeCache';

requireBundle('cli-main.js');
