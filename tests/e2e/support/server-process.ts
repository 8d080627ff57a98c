import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/*
 * Starts the real server as a child process, the way `npm start` does after the
 * build (from the server's bundle), so journeys and benchmarks exercise exactly
 * what a user runs. Shared by the e2e global setup and bench/startup.ts.
 */

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Everything the server printed so far (stdout and stderr interleaved). */
  output(): string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Called with each chunk the server prints, e.g. to tee it into a log file. */
  onOutput?: (chunk: string) => void;
  /**
   * Another command than the server itself, e.g. ['npm', 'start']. It runs in its
   * own process group so that stopping it also stops the server it spawned.
   */
  command?: string[];
}

const SERVER_COMMAND = [process.execPath, 'dist/server/main.mjs'];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The environment of the test machine may point at a real database; the harness must not. */
function serverEnv(options: StartOptions): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, TEST_DATABASE_URL: _testDatabase, ...inherited } = process.env;
  return {
    ...inherited,
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    BASE_URL: `http://localhost:${options.port}`,
    ...options.env,
  };
}

export function startServer(options: StartOptions): ServerProcess {
  const [program = process.execPath, ...args] = options.command ?? SERVER_COMMAND;
  const group = options.command !== undefined;
  const child = spawn(program, args, {
    cwd: process.cwd(),
    env: serverEnv(options),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  const signal = (name: NodeJS.Signals) => {
    if (!group || child.pid === undefined) return void child.kill(name);
    try {
      process.kill(-child.pid, name);
    } catch {
      // The whole group has exited already.
    }
  };
  /** npm exits before the server it started has closed its database: wait for the whole group. */
  const groupGone = async () => {
    for (let waited = 0; group && child.pid !== undefined && waited < 15_000; waited += 100) {
      try {
        process.kill(-child.pid, 0);
      } catch {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    signal('SIGKILL');
  };
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    options.onOutput?.(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // If the test runner or benchmark dies first, the server must not outlive it.
  const killOnExit = () => signal('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  return {
    child,
    baseUrl: `http://localhost:${options.port}`,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        signal('SIGTERM');
        // A graceful shutdown closes the embedded database; do not wait for ever.
        const timer = setTimeout(() => signal('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (group) await groupGone();
    },
  };
}

/**
 * Polls `url` until `accept` says yes, the process exits, or the time runs out.
 * Returns the milliseconds it took.
 */
export async function waitUntilServing(
  server: ServerProcess,
  path: string,
  accept: (response: Response, body: string) => boolean,
  timeoutMs: number,
): Promise<number> {
  const started = performance.now();
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (performance.now() - started < timeoutMs) {
    if (exitCode !== undefined) throw new Error(`The server exited (code ${exitCode}) before serving ${path}`);
    try {
      const response = await fetch(server.baseUrl + path, { signal: AbortSignal.timeout(5_000) });
      const body = await response.text();
      if (accept(response, body)) return performance.now() - started;
    } catch {
      // Not listening yet (connection refused) or still busy migrating: try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not serve ${path} within ${Math.round(timeoutMs / 1000)} s`);
}
