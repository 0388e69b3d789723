/**
 * CPU time spent by what serves the waiting-room bench, read from /proc between two snapshots: the API processes,
 * nginx (its master and workers), the PostgreSQL client backends connected to the bench database, the Redis server,
 * this load generator, and the whole machine's busy time (other sessions' work shows as the remainder).
 * On a 2-core machine the rates are capped by the cores all of them share; CPU per request carries to bigger ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';
import { backendCpuSpent, processCpuMs } from '../flash-sale/api-process';

/** The processes whose /proc/<pid>/stat passes `pick` (its command name and its parent's pid). */
function processesWhere(pick: (command: string, parent: number) => boolean): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (pick(command, parent)) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** The whole machine's busy CPU ms (every core: user, nice, system, irq, softirq, steal) from /proc/stat. */
function machineBusyMs(): number {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * 10;
}

interface Snapshot {
  at: number;
  api: Map<number, number>;
  nginx: Map<number, number>;
  postgres: Map<number, number>;
  redis: Map<number, number>;
  benchMicros: number;
  machineMs: number;
}

export interface CpuSpent {
  seconds: number;
  apiMs: number;
  nginxMs: number;
  postgresMs: number;
  /** The shared Redis server (the room's line and the join limits); other users of it are counted too. */
  redisMs: number;
  benchMs: number;
  /** Every core's busy time, and the part no process above spent (other work on the machine). */
  machineMs: number;
  othersMs: number;
}

export class CpuMeter {
  constructor(
    private readonly apiPids: number[],
    private readonly nginxPid: number,
    private readonly watcher: pg.Pool,
    private readonly databaseName: string,
  ) {}

  async snapshot(): Promise<Snapshot> {
    const nginxPids = [this.nginxPid, ...processesWhere((_, parent) => parent === this.nginxPid)];
    const redisPids = processesWhere((command) => command === 'redis-server');
    const cpu = (pids: number[]) => new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
    // The API processes' connections (client backends; autovacuum's workers on the database are not theirs).
    const { rows } = await this.watcher.query<{ pid: number }>(
      `select pid from pg_stat_activity
      where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      [this.databaseName],
    );
    const postgres = cpu(rows.map((row) => row.pid));
    const own = process.cpuUsage();
    return {
      at: performance.now(),
      api: cpu(this.apiPids),
      nginx: cpu(nginxPids),
      postgres,
      redis: cpu(redisPids),
      benchMicros: own.user + own.system,
      machineMs: machineBusyMs(),
    };
  }

  /** CPU ms each part spent between the snapshots (a PostgreSQL backend that closed meanwhile is not counted). */
  spent(before: Snapshot, after: Snapshot): CpuSpent {
    const sum = (a: Map<number, number>, b: Map<number, number>) =>
      [...b].reduce((total, [pid, ms]) => total + ms - (a.get(pid) ?? 0), 0);
    const spent = {
      seconds: (after.at - before.at) / 1000,
      apiMs: sum(before.api, after.api),
      nginxMs: sum(before.nginx, after.nginx),
      postgresMs: backendCpuSpent(before.postgres, after.postgres),
      redisMs: sum(before.redis, after.redis),
      benchMs: (after.benchMicros - before.benchMicros) / 1000,
      machineMs: after.machineMs - before.machineMs,
    };
    const ours = spent.apiMs + spent.nginxMs + spent.postgresMs + spent.redisMs + spent.benchMs;
    return { ...spent, othersMs: Math.max(0, spent.machineMs - ours) };
  }
}
