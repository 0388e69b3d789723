#!/usr/bin/env node
// `npm run dev`: the API (restarted by tsx on every change) and Vite with hot reload, together.
// Open the Vite address it prints (http://localhost:5173); Vite proxies /api and /uploads to the API.
// Each line is prefixed with its source; when one stops, or on Ctrl+C, both are stopped.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const isWindows = process.platform === 'win32';
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

function npmCommand(args) {
  const npmCli = process.env.npm_execpath;
  if (npmCli && /npm-cli\.c?js$/.test(npmCli)) return { command: process.execPath, args: [npmCli, ...args] };
  return { command: isWindows ? 'npm.cmd' : 'npm', args, shell: isWindows };
}

const tsxCli = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
const npmVite = npmCommand(['run', 'dev', '-w', '@ticketmela/web']);

const processes = [
  {
    name: 'api',
    color: '36',
    command: process.execPath,
    args: [tsxCli, 'watch', '--clear-screen=false', path.join('apps', 'api', 'src', 'server.ts')],
  },
  { name: 'web', color: '35', command: npmVite.command, args: npmVite.args, shell: npmVite.shell },
];

const label = (name, color) => (useColor ? `\u001b[${color}m[${name}]\u001b[0m ` : `[${name}] `);

function pipeLines(stream, prefix, target) {
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    target.write(`${prefix}${line}\n`);
  });
}

let stopping = false;
let exitCode = 0;
const running = new Set();

/** Stops a child and everything it started (npm -> vite, tsx -> node): its whole process group. */
function stopChild(child, signal) {
  try {
    if (!isWindows && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // Already gone.
  }
}

function stopAll(signal, code) {
  if (!stopping) {
    stopping = true;
    exitCode = code;
  }
  for (const child of running) stopChild(child, signal);
  // Whatever ignores the polite signal is stopped for good after a few seconds.
  setTimeout(() => {
    for (const child of running) stopChild(child, 'SIGKILL');
  }, 5000).unref();
}

for (const spec of processes) {
  const prefix = label(spec.name, spec.color);
  const child = spawn(spec.command, spec.args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: useColor ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the group can be stopped at once (POSIX).
    detached: !isWindows,
    shell: spec.shell ?? false,
  });
  running.add(child);
  pipeLines(child.stdout, prefix, process.stdout);
  pipeLines(child.stderr, prefix, process.stderr);
  child.on('error', (error) => {
    process.stderr.write(`${prefix}could not start: ${error.message}\n`);
    running.delete(child);
    stopAll('SIGTERM', 1);
  });
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      process.stderr.write(`${prefix}stopped (${signal ?? `exit code ${code}`}); stopping the rest.\n`);
      stopAll('SIGTERM', code ?? (signal ? 128 + (constants.signals[signal] ?? 1) : 1));
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal, 0));
}
// Last resort: never leave a child behind when this process goes away.
process.on('exit', () => {
  for (const child of running) stopChild(child, 'SIGKILL');
});

console.log(
  `TicketMela dev: API on http://localhost:${process.env.PORT || 8000}; open the web app (hot reload) at the address Vite prints.`,
);
