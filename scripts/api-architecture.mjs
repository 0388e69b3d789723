#!/usr/bin/env node
// The API's layers and table owners, from apps/api/architecture.json (decision 0037):
//   --write  regenerates biome.json's API overrides and ARCHITECTURE's layer and owner tables from it
//   --check  (npm run lint) fails when biome.json or ARCHITECTURE disagree with it, when a module folder is not in
//            it, or when a module's SQL writes another module's table, or reads one outside a listed read model
// Biome checks the imports (a module imports only lower layers, and only its own tables); this checks the SQL text,
// which no import shows.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ARCHITECTURE_JSON = 'apps/api/architecture.json';
const WHERE = `${ARCHITECTURE_JSON}, shown in docs/ARCHITECTURE.md "API layers"`;

export function loadArchitecture(root = repoRoot) {
  return JSON.parse(readFileSync(path.join(root, ARCHITECTURE_JSON), 'utf8'));
}

function layerOf(architecture) {
  const layers = new Map();
  for (const { layer, modules } of architecture.layers) for (const name of modules) layers.set(name, layer);
  return layers;
}

const API_SRC = 'apps/api/src';
const NOT_TESTS = ['!**/*.test.ts', '!**/*.test.tsx'];

function restrictedImports(patterns) {
  return { style: { noRestrictedImports: { level: 'error', options: { patterns } } } };
}

function layerGroups(architecture, moduleName) {
  const layers = layerOf(architecture);
  const own = layers.get(moduleName);
  const above = [...layers.keys()].filter((other) => other !== moduleName && layers.get(other) >= own);
  const below = [...layers.keys()].filter((other) => layers.get(other) < own);
  if (above.length === 0) return [];
  return [
    {
      group: above.flatMap((other) => [`../${other}/**`, `../../${other}/**`, `**/modules/${other}/**`]),
      message: `modules/${moduleName} is layer ${own} of the API and may import only modules of lower layers (${
        below.join(', ') || 'none'
      }); a flow that needs a module of its layer or above belongs in a module above both. The layers: ${WHERE}.`,
    },
  ];
}

function tableGroup(architecture, moduleName) {
  const own = architecture.tables[moduleName]?.file;
  return {
    group: ['**/db/schema', '**/db/schema/index', '**/db/schema/*', ...(own ? [`!**/db/schema/${own}`] : [])],
    // Row types (PascalCase) may be named anywhere; the table objects only by their owner.
    importNamePattern: '[A-Z].*',
    invertImportNamePattern: true,
    message: `modules/${moduleName} uses only its own tables; reach another module's table through what its owner module exports (a function, or a SQL fragment for a one-statement path). Owners and read models: ${WHERE}, "tables".`,
  };
}

/** The biome.json overrides that hold the API's layers: one per module, one per read model, one per infrastructure folder. */
export function apiOverrides(architecture) {
  const overrides = [];
  for (const folder of architecture.infrastructure.folders) {
    overrides.push({
      includes: [`${API_SRC}/${folder}/**`],
      linter: {
        rules: restrictedImports([
          {
            group: ['../modules/**', '../../modules/**', '**/modules/**', '../demo/**', '**/demo/**'],
            message: `${API_SRC}/${folder} is infrastructure and never imports a module; pass what it needs in its options from app.ts. The layers: ${WHERE}.`,
          },
        ]),
      },
    });
  }
  for (const { modules } of architecture.layers) {
    for (const name of modules) {
      overrides.push({
        includes: [`${API_SRC}/modules/${name}/**`, ...NOT_TESTS],
        linter: {
          rules: restrictedImports([...layerGroups(architecture, name), tableGroup(architecture, name)]),
        },
      });
    }
  }
  for (const file of Object.keys(architecture.readModels)) {
    const moduleName = file.split('/')[1];
    overrides.push({
      includes: [`${API_SRC}/${file}`],
      linter: { rules: restrictedImports(layerGroups(architecture, moduleName)) },
    });
  }
  return overrides;
}

const isApiOverride = (override) =>
  override.includes.every((include) => include.startsWith(`${API_SRC}/`) || include.startsWith('!'));

export function biomeConfigWith(biomeConfig, architecture) {
  const others = (biomeConfig.overrides ?? []).filter((override) => !isApiOverride(override));
  return { ...biomeConfig, overrides: [...others, ...apiOverrides(architecture)] };
}

// ---- ARCHITECTURE.md's tables, between markers

function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function layerTable(architecture) {
  const rows = [...architecture.layers].reverse().map(({ layer, modules, job }) => [
    String(layer),
    modules.map((name) => `\`${name}\``).join(', '),
    modules
      .flatMap((name) => architecture.tables[name]?.tables ?? [])
      .map((table) => `\`${table}\``)
      .join(', ') || '-',
    job,
  ]);
  rows.push([
    '0',
    architecture.infrastructure.folders.map((folder) => `\`${folder}/\``).join(', '),
    `\`${architecture.tables['payment-providers'].tables.join('`, `')}\` (the test provider)`,
    architecture.infrastructure.job,
  ]);
  return markdownTable(['Layer', 'Modules (`modules/<name>`)', 'Tables they own', 'Job'], rows);
}

export function readModelTable(architecture) {
  return markdownTable(
    ['Read model (reads other modules’ tables, writes none of them)', 'What it reads'],
    Object.entries(architecture.readModels).map(([file, why]) => [`\`${file}\``, why]),
  );
}

const SECTIONS = {
  'api-layers': layerTable,
  'api-read-models': readModelTable,
};

export function architectureDocWith(markdown, architecture) {
  let next = markdown;
  for (const [name, render] of Object.entries(SECTIONS)) {
    const start = `<!-- ${name}:start (generated from ${ARCHITECTURE_JSON} by scripts/api-architecture.mjs) -->`;
    const end = `<!-- ${name}:end -->`;
    const from = next.indexOf(start);
    const to = next.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/ARCHITECTURE.md has no ${start} ... ${end} section`);
    next = `${next.slice(0, from + start.length)}\n\n${render(architecture)}\n\n${next.slice(to)}`;
  }
  return next;
}

// ---- SQL text: writes only to one's own tables, reads of others' only in read models

function stripComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function ownersByTable(architecture) {
  const owners = new Map();
  for (const [owner, { tables, names }] of Object.entries(architecture.tables)) {
    for (const table of tables) owners.set(table, owner);
    for (const name of names) owners.set(`drizzle:${name}`, owner);
  }
  return owners;
}

/**
 * The SQL in one module file that touches another module's table out of turn: any write, and a read outside the
 * listed read models. `file` is relative to apps/api/src (modules/<name>/...).
 */
export function sqlOwnershipViolations(architecture, file, text) {
  const moduleName = file.split('/')[1];
  const owners = ownersByTable(architecture);
  const isReadModel = Object.hasOwn(architecture.readModels, file);
  const code = stripComments(text);
  const lineAt = (index) => code.slice(0, index).split('\n').length;
  const found = [];
  const report = (index, table, owner, kind) =>
    found.push({
      file: `${API_SRC}/${file}`,
      line: lineAt(index),
      message: `modules/${moduleName} ${kind} ${table}, which modules/${owner} owns: ${
        kind === 'writes'
          ? 'only its owner writes a table; call what it exports (a function, or a SQL fragment for a one-statement path)'
          : 'read it through what its owner exports, or list this file as a read model'
      } (${WHERE}, "tables").`,
    });
  const sqlPatterns = [
    [/\b(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)\b/gi, 'writes'],
    [/\b(?:from|join)\s+([a-z_]+)\b/gi, 'reads'],
  ];
  for (const [pattern, kind] of sqlPatterns) {
    for (const match of code.matchAll(pattern)) {
      const table = match[1].toLowerCase();
      const owner = owners.get(table);
      if (!owner || owner === moduleName) continue;
      if (kind === 'reads' && isReadModel) continue;
      report(match.index, table, owner, kind);
    }
  }
  // Drizzle's relational queries (db.query.bookings.findMany) read their table, and with `with:` its relations too
  for (const match of code.matchAll(/\.query\.([A-Za-z]+)\.find(?:First|Many)\(/g)) {
    const owner = owners.get(`drizzle:${match[1]}`);
    if (owner && owner !== moduleName && !isReadModel) report(match.index, match[1], owner, 'reads');
    if (!isReadModel && /\bwith:\s*[{\w]/.test(code.slice(match.index, match.index + 400))) {
      found.push({
        file: `${API_SRC}/${file}`,
        line: lineAt(match.index),
        message: `modules/${moduleName} reads related tables through Drizzle's \`with:\`; list this file as a read model or read them through their owners (${WHERE}, "tables").`,
      });
    }
  }
  for (const match of code.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z]+)\s*\)/g)) {
    const owner = owners.get(`drizzle:${match[2]}`);
    if (owner && owner !== moduleName) report(match.index, match[2], owner, 'writes');
  }
  return found;
}

function sourceFiles(directory) {
  const files = [];
  for (const entry of readdirSync(directory)) {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) files.push(full);
  }
  return files;
}

export function architectureProblems(root = repoRoot) {
  const architecture = loadArchitecture(root);
  const problems = [];
  const modulesDir = path.join(root, API_SRC, 'modules');
  const folders = readdirSync(modulesDir).filter((entry) =>
    statSync(path.join(modulesDir, entry)).isDirectory(),
  );
  const layers = layerOf(architecture);
  for (const folder of folders) {
    if (!layers.has(folder))
      problems.push(`${API_SRC}/modules/${folder} is in no layer of ${ARCHITECTURE_JSON}`);
  }
  for (const name of layers.keys()) {
    if (!folders.includes(name))
      problems.push(`${ARCHITECTURE_JSON} names modules/${name}, which does not exist`);
  }
  for (const file of Object.keys(architecture.readModels)) {
    try {
      statSync(path.join(root, API_SRC, file));
    } catch {
      problems.push(`${ARCHITECTURE_JSON} lists the read model ${file}, which does not exist`);
    }
  }
  const biomePath = path.join(root, 'biome.json');
  const biomeConfig = JSON.parse(readFileSync(biomePath, 'utf8'));
  if (JSON.stringify(biomeConfigWith(biomeConfig, architecture)) !== JSON.stringify(biomeConfig)) {
    problems.push(
      `biome.json's API overrides differ from ${ARCHITECTURE_JSON}: run node scripts/api-architecture.mjs --write`,
    );
  }
  const docPath = path.join(root, 'docs/ARCHITECTURE.md');
  const doc = readFileSync(docPath, 'utf8');
  try {
    // Biome pads the tables' columns; the words are what must agree
    const words = (markdown) => markdown.replace(/ {2,}/g, ' ').replace(/-{3,}/g, '---');
    if (words(architectureDocWith(doc, architecture)) !== words(doc)) {
      problems.push(
        `docs/ARCHITECTURE.md's layer tables differ from ${ARCHITECTURE_JSON}: run node scripts/api-architecture.mjs --write`,
      );
    }
  } catch (error) {
    problems.push(error.message);
  }
  for (const full of sourceFiles(modulesDir)) {
    const file = path.relative(path.join(root, API_SRC), full).split(path.sep).join('/');
    for (const violation of sqlOwnershipViolations(architecture, file, readFileSync(full, 'utf8'))) {
      problems.push(`${violation.file}:${violation.line}: ${violation.message}`);
    }
  }
  return problems;
}

function main(argv) {
  if (argv.includes('--write')) {
    const architecture = loadArchitecture();
    const biomePath = path.join(repoRoot, 'biome.json');
    const biomeConfig = JSON.parse(readFileSync(biomePath, 'utf8'));
    writeFileSync(biomePath, `${JSON.stringify(biomeConfigWith(biomeConfig, architecture), null, 2)}\n`);
    const docPath = path.join(repoRoot, 'docs/ARCHITECTURE.md');
    writeFileSync(docPath, architectureDocWith(readFileSync(docPath, 'utf8'), architecture));
    execFileSync(path.join(repoRoot, 'node_modules/.bin/biome'), ['format', '--write', biomePath, docPath], {
      stdio: 'ignore',
    });
    console.log('biome.json and docs/ARCHITECTURE.md follow apps/api/architecture.json');
  }
  if (argv.includes('--check') || !argv.includes('--write')) {
    const problems = architectureProblems();
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) {
      console.error(
        `\n${problems.length} problem(s) with the API's layers and table owners (decision 0037).`,
      );
      process.exit(1);
    }
    console.log("API layers and table owners: biome.json, docs/ARCHITECTURE.md and the modules' SQL agree.");
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
