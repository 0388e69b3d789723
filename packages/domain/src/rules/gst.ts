// GST on admission to events, as an invoice states it (issue 27). Every figure comes from the caller's rules, which
// the API reads from configuration: the exemption threshold, the rate and the SAC are never fixed here.

/** The configured GST rules for event admission. */
export interface GstRules {
  /**
   * Admission at or below this price per person is exempt. It is compared with the price the buyer pays per ticket
   * (all-in: with no tax charged, that is the whole consideration), so ₹500.00 is exempt and ₹500.01 is taxed.
   */
  exemptUpToPaise: number;
  /** The rate above it, in basis points of the taxable value (1800: 18%). */
  rateBasisPoints: number;
}

/**
 * How a supply is taxed: `none` (the supplier has no GSTIN: a bill of supply), `intra` (the supplier's GSTIN state is
 * the place of supply: CGST + SGST, half each), `inter` (another state: IGST).
 */
export type SupplyKind = 'none' | 'intra' | 'inter';

export function supplyKind(supplierStateCode: string | null, placeOfSupplyStateCode: string): SupplyKind {
  if (!supplierStateCode) return 'none';
  return supplierStateCode === placeOfSupplyStateCode ? 'intra' : 'inter';
}

export interface TicketLine {
  description: string;
  quantity: number;
  /** The all-in price per ticket the buyer paid (paise). */
  unitPricePaise: number;
}

export interface TaxedLine extends TicketLine {
  /** What the buyer paid for the line: quantity × unit price. */
  totalPaise: number;
  taxablePaise: number;
  /** 0 for an exempt line or a bill of supply. */
  rateBasisPoints: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits each line's all-in total into its taxable value and tax, rounded per line to the paisa so that
 * taxable + CGST + SGST + IGST is exactly what the buyer paid for it. A ticket at or below the exemption threshold
 * carries no tax; nor does anything a supplier without a GSTIN sells.
 */
export function taxLine(line: TicketLine, rules: GstRules, kind: SupplyKind): TaxedLine {
  if (!Number.isInteger(line.quantity) || line.quantity < 1)
    throw new RangeError('Quantity must be at least 1');
  if (!Number.isInteger(line.unitPricePaise) || line.unitPricePaise < 0) {
    throw new RangeError('Unit price must be whole paise');
  }
  const totalPaise = line.quantity * line.unitPricePaise;
  const exempt = kind === 'none' || line.unitPricePaise <= rules.exemptUpToPaise;
  if (exempt) {
    return {
      ...line,
      totalPaise,
      taxablePaise: totalPaise,
      rateBasisPoints: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
  }
  const taxablePaise = Math.round((totalPaise * 10_000) / (10_000 + rules.rateBasisPoints));
  const taxPaise = totalPaise - taxablePaise;
  if (kind === 'inter') {
    return {
      ...line,
      totalPaise,
      taxablePaise,
      rateBasisPoints: rules.rateBasisPoints,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: taxPaise,
    };
  }
  const cgstPaise = Math.round(taxPaise / 2);
  return {
    ...line,
    totalPaise,
    taxablePaise,
    rateBasisPoints: rules.rateBasisPoints,
    cgstPaise,
    sgstPaise: taxPaise - cgstPaise,
    igstPaise: 0,
  };
}

export interface TaxTotals {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export function taxTotals(lines: readonly TaxedLine[]): TaxTotals {
  const totals: TaxTotals = { totalPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const line of lines) {
    totals.totalPaise += line.totalPaise;
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
  }
  return totals;
}

/**
 * The financial year (April to March, in India's time) a moment falls in, as invoices number within it: '2026-27'.
 */
export function financialYearOf(moment: Date): string {
  const india = new Date(moment.getTime() + 330 * 60_000);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}
