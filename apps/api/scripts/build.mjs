#!/usr/bin/env node
// Compiles the API for production: one ES module, apps/api/dist/server.js, from src/server.ts, with our workspace
// packages (@ticketmela/domain, shipped as TypeScript) inlined and every other package left to node_modules.
// `npm start` runs it when the build is missing or older than its sources (scripts/start.mjs); `npm run dev` and the
// tests run the TypeScript sources directly. See docs/decisions/0020.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bare imports stay imports of node_modules, except our own workspace packages, which are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ticketmela/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  entryPoints: [path.join(apiDir, 'src', 'server.ts')],
  outfile: path.join(apiDir, 'dist', 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: path.join(apiDir, 'tsconfig.json'),
  plugins: [externalPackages],
  logLevel: 'warning',
  write: false,
});
// Each file is written beside its place and renamed into it: a server starting meanwhile (two `npm start`s, the
// end-to-end tests) reads the old build or the new one, never half of one.
for (const file of result.outputFiles) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
console.log(`Built ${path.relative(process.cwd(), path.join(apiDir, 'dist', 'server.js'))}`);
