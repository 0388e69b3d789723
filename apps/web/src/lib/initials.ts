/** 'Priya Sharma' -> 'PS'; 'priya' -> 'P'; blank -> '?'. (Apart from format.ts, so the navigation bar's avatar
 * does not pull the date library into the first download.) */
export function initialsOf(name: string | null | undefined, max = 2): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0]!.charAt(0)] : [words[0]!.charAt(0), words.at(-1)!.charAt(0)];
  return letters.slice(0, max).join('').toUpperCase();
}
