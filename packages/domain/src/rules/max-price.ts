/**
 * The event list's max price filter, as typed in an address (`?price=` on the page, `?maxPrice=` in the API): a
 * number of rupees, 0 or more, in plain digits with an optional decimal part. Blank means "no limit". Anything else
 * is refused rather than quietly ignored, so a visitor is never shown an unfiltered list as if it were filtered.
 */

export type MaxPriceProblem = 'not-a-number' | 'negative';

export type MaxPriceReading =
  | { ok: true; rupees: number | undefined }
  | { ok: false; problem: MaxPriceProblem };

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function readMaxPrice(text: string): MaxPriceReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, rupees: undefined };
  if (!PLAIN_NUMBER.test(trimmed)) return { ok: false, problem: 'not-a-number' };
  const rupees = Number(trimmed);
  if (rupees < 0) return { ok: false, problem: 'negative' };
  return { ok: true, rupees: rupees === 0 ? 0 : rupees };
}

/** The message for a refused max price, naming the field as the reader knows it ('maxPrice', 'Max price'). */
export function maxPriceMessage(problem: MaxPriceProblem, field: string): string {
  return problem === 'negative' ? `${field} must be 0 or more` : `${field} must be a number`;
}
