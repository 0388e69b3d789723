// Types of scripts/api-architecture.mjs for the TypeScript that imports it (apps/api/test/architecture).
export interface Architecture {
  layers: { layer: number; modules: string[]; job: string }[];
  infrastructure: { folders: string[]; job: string };
  tables: Record<string, { file: string; tables: string[]; names: string[] }>;
  readModels: Record<string, string>;
}
export interface SqlViolation {
  file: string;
  line: number;
  message: string;
}
export const ARCHITECTURE_JSON: string;
export function loadArchitecture(root?: string): Architecture;
export function apiOverrides(architecture: Architecture): unknown[];
export function biomeConfigWith<T extends { overrides?: unknown[] }>(
  biomeConfig: T,
  architecture: Architecture,
): T;
export function architectureDocWith(markdown: string, architecture: Architecture): string;
export function sqlOwnershipViolations(
  architecture: Architecture,
  file: string,
  text: string,
): SqlViolation[];
export function architectureProblems(root?: string): string[];
