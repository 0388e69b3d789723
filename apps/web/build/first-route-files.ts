import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The source files of what a first visit draws and hydrates: the shell (main.tsx), the three public screens the server
 * draws, and the two parts of the layout it preloads (the footer, the toast area), with every module they import
 * statically. Their messages make the `first` catalog, loaded before the first render; every other message is in the
 * `rest` catalog, loaded with the secondary screens and the lazy parts (src/i18n/catalogs.ts). Derived from the
 * imports themselves, so a component moved onto the first route takes its messages with it.
 */
export const FIRST_ROUTE_ENTRIES = [
  'src/main.tsx',
  'src/app/routes/public/home.tsx',
  'src/app/routes/public/events.tsx',
  'src/app/routes/public/event-detail.tsx',
  'src/app/layout/footer.tsx',
  'src/app/toast-area.tsx',
];

// `import x from '...'`, `import '...'`, `export ... from '...'`; not `import type`, not `import('...')`.
const STATIC_IMPORT =
  /(?:^|\n)\s*(?:import(?!\s+type\b)(?:[\s\S]*?\sfrom)?|export(?!\s+type\b)[^;'"]*?\sfrom)\s*['"]([^'"]+)['"]/g;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(webDir: string, fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(webDir, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  if (/\.(tsx?|css|svg|png|po)$/.test(base))
    return base.endsWith('.ts') || base.endsWith('.tsx') ? base : null;
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension;
  }
  return null;
}

/** The first route's source files, relative to apps/web (src/...), sorted. */
export function firstRouteFiles(webDir: string): string[] {
  const seen = new Set<string>();
  const queue = FIRST_ROUTE_ENTRIES.map((entry) => path.join(webDir, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const resolved = resolveImport(webDir, file, match[1] as string);
      if (resolved && !seen.has(resolved)) queue.push(resolved);
    }
  }
  return [...seen].map((file) => path.relative(webDir, file)).sort();
}
