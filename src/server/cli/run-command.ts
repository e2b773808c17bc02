import { ConfigError } from '../config';

export type CommandResult = { code: number; message: string };

/**
 * Runs a CLI command when its file is the process's entry point (`npm run admin`, `backup`,
 * `restore`, `shopify:connect`; tests import the command instead): prints its message (to stderr
 * when it failed) and exits with its code. A configuration problem prints its own message; any
 * other error prints `failurePrefix` and the error's message, and exits 1.
 */
export function runWhenEntryPoint(
  moduleUrl: string,
  run: (args: string[]) => Promise<CommandResult>,
  failurePrefix: string,
): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  run(process.argv.slice(2))
    .then(({ code, message }) => {
      (code === 0 ? console.log : console.error)(message);
      process.exit(code);
    })
    .catch((err: unknown) => {
      const detail = err instanceof Error ? err.message : String(err);
      console.error(err instanceof ConfigError ? detail : `${failurePrefix}: ${detail}`);
      process.exit(1);
    });
}
