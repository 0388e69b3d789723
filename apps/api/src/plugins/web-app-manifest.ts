import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), the fields used here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files a lazily loaded screen needs beyond what index.html already loads (the entry and its static
 * imports), as site paths, from the web build's manifest. Empty when the build has no manifest or no such screen.
 */
export function screenChunkFiles(manifest: Manifest | null, screenSource: string): string[] {
  if (!manifest?.[screenSource]) return [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const alreadyLoaded = entryKey ? staticClosure(manifest, [entryKey]) : new Set<string>();
  return [...staticClosure(manifest, [screenSource])]
    .filter((key) => !alreadyLoaded.has(key))
    .map((key) => `/${manifest[key]?.file}`);
}

function staticClosure(manifest: Manifest, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The manifest of the build in `distDir`, or null when the build has none (an older build: no chunk hints). */
export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}
