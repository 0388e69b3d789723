#!/usr/bin/env node
// `npm start`: builds the web app and the API (compiled JavaScript, apps/api/dist) when their sources are newer
// than their builds, then runs the compiled API server, which migrates the database, seeds demo data on first start
// and serves the web app.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps', 'web');
const distDir = path.join(webDir, 'dist');
const distIndex = path.join(distDir, 'index.html');
const apiDir = path.join(root, 'apps', 'api');
const apiBuild = path.join(apiDir, 'dist', 'server.js');

/** Everything a web build is made from; a change to any of them makes the build stale. */
const WEB_SOURCES = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'build'),
  path.join(webDir, 'service-worker'),
  path.join(root, 'packages', 'domain', 'src'),
];

/** Everything the API build is made from (tests aside, which it does not contain). */
const API_SOURCES = [
  path.join(apiDir, 'src'),
  path.join(apiDir, 'scripts', 'build.mjs'),
  path.join(apiDir, 'package.json'),
  path.join(apiDir, 'tsconfig.json'),
  path.join(root, 'packages', 'domain', 'src'),
];

/** True when any file under `target` (a file or a folder, node_modules and tests skipped) is newer than `time`. */
function hasFileNewerThan(target, time) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return false;
  }
  if (!stats.isDirectory()) return stats.mtimeMs > time;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || /\.test\.tsx?$/.test(entry.name))
      continue;
    if (hasFileNewerThan(path.join(target, entry.name), time)) return true;
  }
  return false;
}

function buildIsStale(output, sources) {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources.some((source) => hasFileNewerThan(source, builtAt));
}

/** npm itself: the one running this script when there is one, otherwise the one on the PATH. */
function npmCommand(args) {
  const npmCli = process.env.npm_execpath;
  if (npmCli && /npm-cli\.c?js$/.test(npmCli)) return { command: process.execPath, args: [npmCli, ...args] };
  return {
    command: process.platform === 'win32' ? 'npm.cmd' : 'npm',
    args,
    shell: process.platform === 'win32',
  };
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

function exitCodeOf({ code, signal }) {
  if (code !== null) return code;
  return signal ? 128 + (constants.signals[signal] ?? 1) : 1;
}

async function buildWebAppIfNeeded() {
  if (!existsSync(path.join(webDir, 'package.json')) || !existsSync(path.join(webDir, 'index.html'))) {
    console.log('No web app sources found; starting the API only.');
    return;
  }
  if (!buildIsStale(distIndex, WEB_SOURCES)) {
    console.log('The web app build is up to date.');
    return;
  }
  console.log('Building the web app…');
  const npm = npmCommand(['run', 'build', '-w', '@ticketmela/web']);
  const result = await run(npm.command, npm.args, { shell: npm.shell ?? false });
  if (result.code !== 0) {
    console.error('The web app failed to build (see the messages above); the server was not started.');
    process.exit(exitCodeOf(result) || 1);
  }
}

async function buildApiIfNeeded() {
  if (!buildIsStale(apiBuild, API_SOURCES)) {
    console.log('The API build is up to date.');
    return;
  }
  console.log('Building the API…');
  const result = await run(process.execPath, [path.join(apiDir, 'scripts', 'build.mjs')]);
  if (result.code !== 0) {
    console.error('The API failed to build (see the messages above); the server was not started.');
    process.exit(exitCodeOf(result) || 1);
  }
}

async function main() {
  console.log('TicketMela: starting…');
  await buildWebAppIfNeeded();
  await buildApiIfNeeded();

  console.log('Starting the server (it prints its address when ready)…');
  // NODE_ENV is left as the user set it: production makes JWT_SECRET and QR_SECRET mandatory.
  const env = { ...process.env, WEB_DIST_DIR: process.env.WEB_DIST_DIR || distDir };
  const server = spawn(process.execPath, ['--enable-source-maps', apiBuild], {
    cwd: root,
    env,
    stdio: 'inherit',
  });

  // A terminal's Ctrl+C reaches the server too; it shuts down once however many signals arrive.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    });
  }
  server.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => process.exit(exitCodeOf({ code, signal })));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
