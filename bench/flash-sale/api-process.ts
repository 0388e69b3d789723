/**
 * The API under test in a process of its own, started as a checkout's own `npm start` starts it (this one, or an
 * older commit's `git worktree` to measure "before" in the same run), and the CPU time it and its
 * PostgreSQL backends spend, read from /proc.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';

export const BENCH_JWT_SECRET = 'flash-sale-bench-secret-0123456789abcdef';

export interface ApiProcess {
  address: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * How the checkout's `npm start` runs its API: the compiled build (`apps/api/dist/server.js`, built here once per
 * checkout) where the checkout has a build script, else its TypeScript sources through tsx, as older commits did.
 * BENCH_API_RUN=tsx runs the sources even where a build exists.
 */
const built = new Set<string>();
function serverCommand(appRoot: string): string[] {
  const buildScript = path.join(appRoot, 'apps/api/scripts/build.mjs');
  if (process.env.BENCH_API_RUN === 'tsx' || !existsSync(buildScript))
    return ['--import', 'tsx', path.join(appRoot, 'apps/api/src/server.ts')];
  if (!built.has(appRoot)) {
    execFileSync(process.execPath, [buildScript], { cwd: appRoot, stdio: 'inherit' });
    built.add(appRoot);
  }
  return ['--enable-source-maps', path.join(appRoot, 'apps/api/dist/server.js')];
}

export async function startApi(
  appRoot: string,
  databaseUrl: string,
  options: { label: string; nodeArgs?: string[] },
): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-flash-'));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...serverCommand(appRoot)], {
    cwd: appRoot,
    // BENCH_API_LOG=<file>: the servers' log lines (warnings and errors; BENCH_API_LOG_LEVEL=info: every request's
    // time too) are appended there.
    stdio: ['ignore', process.env.BENCH_API_LOG ? 'pipe' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'warn',
      JWT_SECRET: BENCH_JWT_SECRET,
      QR_SECRET: 'q'.repeat(40),
      // No sweeper, refund or mail worker: every statement the server sends is a buyer's.
      HOLD_SWEEP_INTERVAL_SECONDS: '0',
      MAIL_POLL_INTERVAL_SECONDS: '3600',
    },
  });
  if (process.env.BENCH_API_LOG)
    child.stdout!.pipe(createWriteStream(process.env.BENCH_API_LOG, { flags: 'a' }));
  const address = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the ${options.label} API exited (${child.exitCode})`);
    const healthy = await fetch(`${address}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 240) throw new Error(`the ${options.label} API did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    address,
    child,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** User + system CPU time of a process, in ms (0 once it is gone). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU ms of each PostgreSQL backend connected to `database` (the API's pool), by pid. */
export async function backendCpu(admin: pg.Pool, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return new Map(rows.map((row) => [row.pid, processCpuMs(row.pid)]));
}

/** CPU the backends alive at the end spent since `before` (a backend that closed meanwhile is not counted). */
export function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
