/** Money is integer paise inside the system and rupees at the API edge; these are the only conversions. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError('Amount must be a finite number');
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  if (!Number.isInteger(paise)) throw new RangeError('Paise must be an integer');
  return paise / 100;
}

/** True when a rupee amount has at most two decimals (so it is a whole number of paise). */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}
