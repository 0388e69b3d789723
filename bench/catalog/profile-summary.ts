/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and says where the main thread's busy time went between two moments of
 * the monotonic clock: shares by package (node_modules/<package>, the app's source files, Node's internals, GC),
 * with the time of native frames (JSON.stringify, RegExp, ...) given to the nearest JavaScript caller, and the
 * functions with the most self time. Idle time is left out: shares are of busy time.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  micros: number;
  share: number;
}

export interface ProfileSummary {
  busyMicros: number;
  byPackage: Share[];
  topFunctions: Share[];
}

/** Native calls that hand bytes to the kernel: the cost of sending an answer, whoever sends it. */
const SOCKET_CALLS = new Set([
  'writev',
  'writeUtf8String',
  'writeBuffer',
  'writeLatin1String',
  'writeAsciiString',
]);

/** Where a script lives, as a reader would name it. */
function packageOf(url: string, appRoots: string[]): string | null {
  if (!url) return null;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith('node:')) return 'node internals';
  for (const root of appRoots) {
    const at = url.indexOf(root);
    if (at >= 0) {
      const relative = url.slice(at + root.length).replace(/^\//, '');
      if (relative.startsWith('packages/domain/')) return '@ticketmela/domain';
      if (relative.startsWith('bench/')) return 'bench harness';
      return `app: ${relative.replace(/^apps\/api\/src\//, '')}`;
    }
  }
  return url;
}

export function summarizeProfile(
  file: string,
  options: { fromMicros?: number; toMicros?: number; appRoots: string[] },
): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes)
    for (const child of node.children ?? []) nodes.get(child)!.parent = node.id;

  const categoryOf = new Map<number, string>();
  const categorize = (id: number): string => {
    const known = categoryOf.get(id);
    if (known) return known;
    const node = nodes.get(id)!;
    const { functionName, url } = node.callFrame;
    let category: string;
    if (functionName === '(garbage collector)') category = 'GC';
    else if (functionName === '(idle)') category = '(idle)';
    else if (functionName === '(program)') category = '(program: V8/native, no JS frame)';
    else if (!url && SOCKET_CALLS.has(functionName)) category = 'socket writes (syscalls)';
    else {
      const own = packageOf(url, options.appRoots);
      category = own ?? (node.parent !== undefined ? categorize(node.parent) : '(native)');
    }
    categoryOf.set(id, category);
    return category;
  };

  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (options.fromMicros !== undefined && time < options.fromMicros) continue;
    if (options.toMicros !== undefined && time > options.toMicros) break;
    const id = profile.samples[index]!;
    const category = categorize(id);
    if (category === '(idle)') continue;
    busy += delta;
    byPackage.set(category, (byPackage.get(category) ?? 0) + delta);
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const where = packageOf(url, options.appRoots);
    const name = `${functionName || '(anonymous)'}${where ? ` (${where}:${lineNumber + 1})` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  }
  const shares = (map: Map<string, number>) =>
    [...map]
      .map(([name, micros]) => ({ name, micros, share: busy > 0 ? micros / busy : 0 }))
      .sort((a, b) => b.micros - a.micros);
  return { busyMicros: busy, byPackage: shares(byPackage), topFunctions: shares(byFunction) };
}

export function formatSummary(summary: ProfileSummary, top = 12): string {
  const lines = [`busy ${(summary.busyMicros / 1000).toFixed(0)} ms`];
  lines.push('  by package (self time; native frames given to their JS caller):');
  for (const entry of summary.byPackage.slice(0, top))
    lines.push(`    ${(entry.share * 100).toFixed(1).padStart(5)}%  ${entry.name}`);
  lines.push('  top functions (self time):');
  for (const entry of summary.topFunctions.slice(0, top))
    lines.push(`    ${(entry.share * 100).toFixed(1).padStart(5)}%  ${entry.name}`);
  return lines.join('\n');
}
