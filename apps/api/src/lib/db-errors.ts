/** The name of the unique constraint a write violated, or null (drizzle wraps the driver's error). */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === '23505') return candidate.constraint ?? '';
  }
  return null;
}
