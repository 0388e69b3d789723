import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which source files' messages go into which catalog (lingui.config.ts, src/i18n/catalogs.ts), derived from the
 * imports themselves, so a component moved onto the first route takes its messages with it:
 * - `shell`: what every first visit draws and hydrates before any screen: main.tsx and the two parts of the layout it
 *   preloads (the footer, the toast area), with every module they import statically. Loaded before the first render.
 * - one catalog per public screen the server draws (home, the event list, an event's page): the messages of the files
 *   the screen imports statically, less the shell's. Loaded with the screen's chunk (router.tsx); a file two screens
 *   share has its messages in both.
 * - `rest`: every other message, loaded with the secondary screens and the lazy parts.
 */
export const SHELL_ENTRIES = ['src/main.tsx', 'src/app/layout/footer.tsx', 'src/app/toast-area.tsx'];

export const SCREEN_ENTRIES = {
  home: 'src/app/routes/public/home.tsx',
  events: 'src/app/routes/public/events.tsx',
  'event-detail': 'src/app/routes/public/event-detail.tsx',
} as const;

export type ScreenCatalog = keyof typeof SCREEN_ENTRIES;

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

/** The source files the entries import statically, themselves included, relative to apps/web (src/...), sorted. */
export function staticallyReachable(webDir: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(webDir, entry));
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

/** The shell's source files and each public screen's own (less the shell's), relative to apps/web. */
export function catalogFiles(webDir: string): { shell: string[]; screens: Record<ScreenCatalog, string[]> } {
  const shell = staticallyReachable(webDir, SHELL_ENTRIES);
  const inShell = new Set(shell);
  const screens = Object.fromEntries(
    Object.entries(SCREEN_ENTRIES).map(([name, entry]) => [
      name,
      staticallyReachable(webDir, [entry]).filter((file) => !inShell.has(file)),
    ]),
  ) as Record<ScreenCatalog, string[]>;
  return { shell, screens };
}
