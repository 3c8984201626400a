// Every command's options, read the same way: Node's util.parseArgs in strict mode, a usage error
// printed with the command's usage (exit 2), --help printing it (exit 0), and the options a command
// cannot run without named in one sentence.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: O; strict: true }>>['values'];

export interface CommandLine<O extends Options, R extends keyof Values<O>> {
  usage: string;
  options: O;
  /**
   * How --help and -h are read. `option`: as an option (declare `help`), so an unknown option beside
   * it is still an error. `anywhere`: any argument that is exactly --help or -h prints the usage,
   * whatever the others are (the annotation commands, which declare no `help`).
   */
  help: 'option' | 'anywhere';
  /** The options a command cannot run without (an empty value is none), and the sentence that says so. */
  required: { names: readonly R[]; message: string };
}

/** The values, with every required option there. */
type Given<V, R extends keyof V> = V & { [K in R]-?: NonNullable<V[K]> };

export type ParsedCommandLine<V> = { ok: true; values: V } | { ok: false; exitCode: number };

export function parseCommandLine<O extends Options, R extends keyof Values<O>>(args: string[], line: CommandLine<O, R>): ParsedCommandLine<Given<Values<O>, R>> {
  if (line.help === 'anywhere' && (args.includes('--help') || args.includes('-h'))) return printUsage(line.usage);
  let values: Values<O>;
  try {
    ({ values } = parseArgs({ args, options: line.options, strict: true }));
  } catch (e) {
    return usageError((e as Error).message, line.usage);
  }
  if (line.help === 'option' && (values as { help?: boolean }).help) return printUsage(line.usage);
  const given = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value));
  if (!line.required.names.every((name) => given(values[name]))) return usageError(line.required.message, line.usage);
  return { ok: true, values: values as Given<Values<O>, R> };
}

/** A usage error: what is wrong, then the usage, on stderr (exit status 2). */
export function usageError(message: string, usage: string): { ok: false; exitCode: number } {
  console.error(`${message}\n\n${usage}`);
  return { ok: false, exitCode: 2 };
}

function printUsage(usage: string): { ok: false; exitCode: number } {
  console.log(usage);
  return { ok: false, exitCode: 0 };
}
