/**
 * A small production layout on this machine for the multi-process test and the scale-out benchmark: N API processes
 * (`node` on the compiled apps/api/dist/server.js) on one PostgreSQL database and Redis, behind nginx running
 * ops/nginx/ticketmela-http.conf itself with its snippets (only its `listen` port and upstream `server` ports replaced).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverJs = path.join(repoRoot, 'apps/api/dist/server.js');
/** The plain-HTTP site file (the production ticketmela.conf adds TLS around the same snippets). */
export const NGINX_CONFIG = path.join(repoRoot, 'ops/nginx/ticketmela-http.conf');

export function findNginx(): string | undefined {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(
    (candidate) => candidate && existsSync(candidate),
  );
}

/** Compiles the API as `npm start` does (esbuild, a few seconds), so the processes run the code under test. */
export function buildApi(): void {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'apps/api/scripts/build.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the API did not compile');
}

/** Ports: SCALE_OUT_PORT_BASE, BASE+1, ... when set (a shared machine hands out ranges); otherwise free ones. */
export async function choosePorts(count: number): Promise<number[]> {
  const base = Number(process.env.SCALE_OUT_PORT_BASE ?? 0);
  if (base > 0) return Array.from({ length: count }, (_, index) => base + index);
  const ports: number[] = [];
  for (let index = 0; index < count; index++) {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ports.push((server.address() as net.AddressInfo).port);
    await new Promise((resolve) => server.close(resolve));
  }
  return ports;
}

export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Polls `check` until it returns a value (not undefined), failing after `seconds` with `what`. */
export async function waitFor<T>(
  what: string,
  seconds: number,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${seconds} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ApiProcess {
  name: string;
  port: number;
  address: string;
  child: ChildProcess;
  /** Resolves with the signal or code it ended with. */
  exited: Promise<string>;
  logFile: string;
}

/** Every process started here, so a failing test still stops them all. */
const started: ApiProcess[] = [];

export async function stopEveryApi(): Promise<void> {
  await Promise.all(started.map((api) => stopApi(api)));
}

export function startApi(
  name: string,
  port: number,
  env: Record<string, string>,
  logDir: string,
): ApiProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ticketmela-${name}-`));
  const logFile = path.join(logDir, `${name}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', serverJs], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    // nginx on this machine is the one proxy whose X-Forwarded-For tells the client's address (decision 0030).
    env: {
      ...process.env,
      TRUST_PROXY: '127.0.0.1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const api = { name, port, address: `http://127.0.0.1:${port}`, child, exited, logFile };
  started.push(api);
  return api;
}

/** Waits for the process's readiness endpoint (migrated, listening, database reachable); fails if it exits. */
export async function waitUntilReady(api: ApiProcess, seconds = 60): Promise<void> {
  let gone: string | null = null;
  void api.exited.then((how) => {
    gone = how;
  });
  await waitFor(`${api.name} to be ready`, seconds, async () => {
    if (gone) throw new Error(`${api.name} exited (${gone}) before it was ready`);
    const response = await fetch(`${api.address}/api/health/ready`);
    return response.status === 200 ? true : undefined;
  }).catch((error: Error) => {
    if (gone)
      throw new Error(
        `${api.name} exited (${gone}) before it was ready:\n${readFileSync(api.logFile, 'utf8').slice(-3000)}`,
      );
    throw error;
  });
}

export async function stopApi(api: ApiProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<string> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill(signal);
  return api.exited;
}

/**
 * The repository's nginx site file with this run's ports, its `include snippets/...;` lines replaced by the snippets
 * (ops/nginx/snippets/): `listen 80;` becomes the given port on loopback and the upstream's
 * `server 127.0.0.1:NNNN ...;` lines become one line per API port (their parameters kept).
 */
export function nginxSiteFor(listenPort: number, upstreamPorts: number[]): string {
  const original = readFileSync(NGINX_CONFIG, 'utf8').replace(
    /^\s*include (snippets\/[\w.-]+);$/gm,
    (_line, file) => readFileSync(path.join(path.dirname(NGINX_CONFIG), file), 'utf8'),
  );
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/gm;
  const lines = [...original.matchAll(serverLine)];
  if (lines.length === 0 || !/^\s*listen 80;$/m.test(original))
    throw new Error(
      `${NGINX_CONFIG} no longer has the upstream server lines and 'listen 80;' this test rewrites`,
    );
  const [indent, parameters] = [lines[0]![1]!, lines[0]![2] ?? ''];
  const upstream = upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};\n`).join('');
  let replacedFirst = false;
  return original
    .replace(serverLine, () => {
      if (replacedFirst) return '';
      replacedFirst = true;
      return upstream;
    })
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
}

export interface Nginx {
  address: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** nginx as our own process: a temporary prefix, a main config that includes the site file, `daemon off`. */
export async function startNginx(
  nginxPath: string,
  listenPort: number,
  upstreamPorts: number[],
  workDir: string,
): Promise<Nginx> {
  const prefix = path.join(workDir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  chmodSync(workDir, 0o755);
  chmodSync(prefix, 0o755);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, temp), { recursive: true });
    chmodSync(path.join(prefix, temp), 0o777);
  }
  // The waiting rooms' answer cache goes under this nginx's own prefix, not the system's /var/cache/nginx.
  const site = nginxSiteFor(listenPort, upstreamPorts).replace(
    '/var/cache/nginx/ticketmela-queue',
    path.join(prefix, 'queue-cache'),
  );
  writeFileSync(path.join(prefix, 'ticketmela.conf'), site);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/ticketmela.conf;
}
`,
  );
  const log = openSync(path.join(workDir, 'nginx.log'), 'a');
  const child = spawn(nginxPath, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const address = `http://127.0.0.1:${listenPort}`;
  await waitFor('nginx to answer', 30, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: see ${workDir}/nginx.log`);
    const response = await fetch(`${address}/api/health/live`);
    return response.status === 200 ? true : undefined;
  });
  return {
    address,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
