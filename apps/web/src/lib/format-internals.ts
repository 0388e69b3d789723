/** Helpers shared by format.ts and format-dates.ts. */

/** Creates the value on first use (Intl formatters are costly to build and often unused). */
export function memo<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= create();
    return value;
  };
}

/** A valid Date, or null. */
export function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
