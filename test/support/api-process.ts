import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcess {
  child: ChildProcess;
  /** Everything it printed so far (JSON log lines). */
  output(): string;
  /** Resolves with the port once it listens; rejects when it exits first. */
  listening: Promise<number>;
  /** Resolves when it has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `src/main.ts` (or another entry point) as a real process from the TypeScript sources, with
 * `env` added to this process's environment; PORT=0 by default, and the port it took is read from its log.
 */
export function startProcess(env: Record<string, string>, entry = 'src/main.ts', args: string[] = []): ApiProcess {
  const child = spawn(process.execPath, ['--import', './test/support/swc-register.mjs', entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', WEB_DIST: '', LOG_LEVEL: 'info', NODE_OPTIONS: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = /"port":(\d+)[^\n]*Limelight is running/.exec(text);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`${entry} exited (${code}) before listening:\n${text}`)));
  });
  listening.catch(() => undefined);
  return {
    child,
    output: () => text,
    listening,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

// The tests read the API's JSON replies without the generated types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A JSON call to the API listening on `port` (path after /client_side_api): the status and the parsed body. */
export function apiCall(port: number) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> => {
    const response = await fetch(`http://127.0.0.1:${port}/client_side_api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}
