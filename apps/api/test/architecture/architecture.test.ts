import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  architectureProblems,
  biomeConfigWith,
  loadArchitecture,
  sqlOwnershipViolations,
} from '../../../../scripts/api-architecture.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const biomeBin = path.join(repoRoot, 'node_modules/.bin/biome');
const architecture = loadArchitecture(repoRoot);

/**
 * Lints planted files with the repository's own Biome configuration, in a scratch copy of the tree's shape (so the
 * planted files never sit in the real source tree while other suites read it).
 */
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'api-layers-'));
  const config = JSON.parse(await readFile(path.join(repoRoot, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = {};
  await writeFile(path.join(scratch, 'biome.json'), JSON.stringify(config));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function lintPlanted(file: string, source: string): Promise<{ failed: boolean; output: string }> {
  const full = path.join(scratch, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, source);
  try {
    const { stdout, stderr } = await promisify(execFile)(biomeBin, ['lint', '--max-diagnostics=50', file], {
      cwd: scratch,
    });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  } finally {
    await rm(full);
  }
}

describe('the API layers in lint', () => {
  test('biome.json, ARCHITECTURE and the modules agree with apps/api/architecture.json', () => {
    expect(architectureProblems(repoRoot)).toEqual([]);
  });

  test('biome.json holds exactly the overrides the layers make', async () => {
    const config = JSON.parse(await readFile(path.join(repoRoot, 'biome.json'), 'utf8'));
    expect(biomeConfigWith(config, architecture)).toEqual(config);
  });

  test('an import up a layer fails the lint, naming the rule and where the layers are written', async () => {
    const planted = await lintPlanted(
      'apps/api/src/modules/users/planted.ts',
      "import { banUser } from '../admin/user-ban.service';\n\nexport const planted = banUser;\n",
    );
    expect(planted.failed).toBe(true);
    expect(planted.output).toContain('noRestrictedImports');
    expect(planted.output).toContain('modules/users is layer 2 of the API');
    expect(planted.output).toContain('apps/api/architecture.json');
  });

  test('an import of a module of the same layer fails too; one of a lower layer passes', async () => {
    const sideways = await lintPlanted(
      'apps/api/src/modules/bookings/planted.ts',
      "import { createReport } from '../reports/reports.service';\n\nexport const planted = createReport;\n",
    );
    expect(sideways.failed).toBe(true);
    const downward = await lintPlanted(
      'apps/api/src/modules/bookings/planted.ts',
      "import { findEventStanding } from '../events/event-lookups';\n\nexport const planted = findEventStanding;\n",
    );
    expect(downward.failed, downward.output).toBe(false);
  });

  test("another module's table fails the lint; its row type and one's own table pass", async () => {
    const table = await lintPlanted(
      'apps/api/src/modules/check-in/planted.ts',
      "import { bookings } from '../../db/schema/bookings';\n\nexport const planted = bookings;\n",
    );
    expect(table.failed).toBe(true);
    expect(table.output).toContain('modules/check-in uses only its own tables');
    const barrel = await lintPlanted(
      'apps/api/src/modules/check-in/planted.ts',
      "import { doorScans } from '../../db/schema';\n\nexport const planted = doorScans;\n",
    );
    expect(barrel.failed).toBe(true);
    const allowed = await lintPlanted(
      'apps/api/src/modules/check-in/planted.ts',
      "import type { BookingRow } from '../../db/schema/bookings';\nimport { doorScans } from '../../db/schema/door-scans';\n\nexport const planted = doorScans;\nexport type Planted = BookingRow;\n",
    );
    expect(allowed.failed, allowed.output).toBe(false);
  });

  test('a listed read model may import the tables it reads, and still no module above it', async () => {
    const readModel = await lintPlanted(
      'apps/api/src/modules/admin/admin-stats.service.ts',
      "import { bookings } from '../../db/schema/bookings';\n\nexport const planted = bookings;\n",
    );
    expect(readModel.failed, readModel.output).toBe(false);
    const upward = await lintPlanted(
      'apps/api/src/modules/check-in/attendees.service.ts',
      "import { cancelEventWithBookings } from '../event-cancellation/event-cancellation.service';\n\nexport const planted = cancelEventWithBookings;\n",
    );
    expect(upward.failed).toBe(true);
  });

  test('infrastructure importing a module fails the lint', async () => {
    const planted = await lintPlanted(
      'apps/api/src/lib/planted.ts',
      "import { recordAudit } from '../modules/audit/audit.service';\n\nexport const planted = recordAudit;\n",
    );
    expect(planted.failed).toBe(true);
    expect(planted.output).toContain('is infrastructure and never imports a module');
  });
});

describe("the modules' SQL text", () => {
  test("a write to another module's table is refused, even in a read model", () => {
    const write = sqlOwnershipViolations(
      architecture,
      'modules/check-in/attendees.service.ts',
      'const statement = `update bookings set verified = true where id = :id`;',
    );
    expect(write).toHaveLength(1);
    expect(write[0]!.message).toContain('modules/check-in writes bookings, which modules/bookings owns');
    const insert = sqlOwnershipViolations(
      architecture,
      'modules/bookings/planted.ts',
      'const statement = `insert into payments (id) values (:id)`;',
    );
    expect(insert[0]!.message).toContain('writes payments');
    const drizzle = sqlOwnershipViolations(
      architecture,
      'modules/admin/admin-stats.service.ts',
      'await tx.update(bookings).set({ cancelled: true });',
    );
    expect(drizzle[0]!.message).toContain('writes bookings');
  });

  test("a read of another module's table is refused outside the read models, allowed in one", () => {
    const text = 'const statement = `select b.id from bookings b join users u on u.id = b.user_id`;';
    expect(sqlOwnershipViolations(architecture, 'modules/reports/planted.ts', text)).toHaveLength(2);
    expect(sqlOwnershipViolations(architecture, 'modules/admin/admin-stats.service.ts', text)).toEqual([]);
  });

  test("Drizzle's relational queries count as reads: another module's table, or relations through `with:`", () => {
    const foreign = sqlOwnershipViolations(
      architecture,
      'modules/reports/planted.ts',
      'await db.query.bookings.findMany({ where: mine });',
    );
    expect(foreign.map((violation) => violation.message)).toEqual([
      expect.stringContaining('reads bookings'),
    ]);
    const related = 'await db.query.bookings.findMany({ where: mine, with: { event: true } });';
    expect(sqlOwnershipViolations(architecture, 'modules/bookings/planted.ts', related)).toHaveLength(1);
    expect(sqlOwnershipViolations(architecture, 'modules/bookings/booking-reads.ts', related)).toEqual([]);
  });

  test("one's own tables, comments and prose are not SQL to refuse", () => {
    const text = [
      '// update bookings here? no: bookings owns them',
      '/* insert into payments */',
      'const statement = `update bookings set cancelled = true from events e where e.id = :id`;',
    ].join('\n');
    const found = sqlOwnershipViolations(architecture, 'modules/bookings/planted.ts', text);
    expect(found.map((violation) => violation.message)).toEqual([expect.stringContaining('reads events')]);
  });
});
