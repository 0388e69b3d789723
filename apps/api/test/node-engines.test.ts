import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/**
 * The README promises the Node.js of package.json's engines; every locked package must run on its oldest
 * version, or `npm install` greets a newcomer with EBADENGINE warnings (decision 0036).
 */
test("every locked dependency supports the oldest Node.js the project's engines allow", () => {
  const range: string = readJson('package.json').engines.node;
  const oldest = semver.minVersion(range)?.version;
  expect(oldest).toBeDefined();
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  expect(readme).toContain(`Node.js ${semver.major(oldest!)}.${semver.minor(oldest!)} or newer`);

  const packages: Record<string, { version?: string; engines?: { node?: string } }> =
    readJson('package-lock.json').packages;
  const refusing = Object.entries(packages)
    .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest!, entry.engines.node))
    .map(([where, entry]) => `${where}@${entry.version} wants node ${entry.engines?.node}`);
  expect(refusing).toEqual([]);
});
