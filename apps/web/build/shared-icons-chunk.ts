import path from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * A code-splitting group `name` for the icons the screens share: one `icons` chunk instead of one ~1 KiB chunk per
 * icon. Each icon is a few hundred bytes, but an icon used by two screens became its own chunk, so the event page
 * made about fifteen extra requests for icons alone, and on a phone's connection each costs a round trip. Icons the
 * shell (the entry's static imports) uses stay in the shell; icons one screen alone uses stay in that screen's chunk.
 */
export function sharedIconsChunkName(srcDir: string) {
  const entryId = path.join(srcDir, 'main.tsx');
  let iconsInChunk: Set<string> | null = null;

  function staticClosure(start: string, ctx: ChunkingContext): Set<string> {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  }

  /** Icons reached by two or more lazily loaded chunks and not by the shell. */
  function sharedIcons(ctx: ChunkingContext): Set<string> {
    const lazyEntries = new Set<string>();
    const visited = new Set<string>();
    const queue = [entryId];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (visited.has(id)) continue;
      visited.add(id);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
      for (const lazy of info.dynamicallyImportedIds) lazyEntries.add(lazy);
    }
    const shell = staticClosure(entryId, ctx);
    const users = new Map<string, number>();
    for (const lazy of lazyEntries) {
      for (const id of staticClosure(lazy, ctx)) {
        if (isIcon(id) && !shell.has(id)) users.set(id, (users.get(id) ?? 0) + 1);
      }
    }
    return new Set([...users].filter(([, count]) => count >= 2).map(([id]) => id));
  }

  return (id: string, ctx: ChunkingContext): string | null => {
    if (!isIcon(id)) return null;
    iconsInChunk ??= sharedIcons(ctx);
    return iconsInChunk.has(id) ? 'icons' : null;
  };
}

function isIcon(id: string): boolean {
  return /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id);
}
