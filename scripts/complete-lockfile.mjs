#!/usr/bin/env node
// The npm registry mirror these machines use carries only the Linux builds of @biomejs/biome's
// platform binaries, so `npm install` writes a lockfile without the other platforms' entries and
// `npm ci` then refuses it ("Missing: @biomejs/cli-darwin-arm64@ from lock file"). This adds those
// optional entries (version, os, cpu, libc; npm skips them on other platforms and fetches them,
// verified by the registry, where they apply). Run it after `npm install` changes the lockfile.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const match = /^@biomejs\/cli-(android|darwin|linux|win32)-(arm64|x64)(-musl)?$/.exec(name);
    const key = `node_modules/${name}`;
    if (!match || packages[key]) continue;
    const [, os, cpu, musl] = match;
    packages[key] = {
      version,
      cpu: [cpu],
      dev: entry.dev ?? false,
      ...(os === 'linux' ? { libc: [musl ? 'musl' : 'glibc'] } : {}),
      license: entry.license,
      optional: true,
      os: [os],
      engines: entry.engines,
    };
    added += 1;
    void location;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
