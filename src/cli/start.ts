// The command line's bundle (dist/cli-main.js): runs main.ts on the process's arguments and exits once
// its output is written. Apart from main.ts so a test can call main() on arguments of its own.
import { main } from './main';
import { exitAfterOutput, watchOutput } from './output';

watchOutput();
main(process.argv.slice(2)).then(
  (code) => exitAfterOutput(code),
  (e: unknown) => {
    console.error(`calibration-lens: unexpected error: ${(e as Error).stack ?? String(e)}`);
    return exitAfterOutput(2);
  },
);
