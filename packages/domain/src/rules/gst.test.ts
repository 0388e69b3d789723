import { describe, expect, it } from 'vitest';
import { financialYearOf, type GstRules, supplyKind, taxLine, taxTotals } from './gst';

const rules: GstRules = { exemptUpToPaise: 50_000, rateBasisPoints: 1800 };
const ticket = (unitPricePaise: number, quantity = 1) => ({
  description: 'General',
  quantity,
  unitPricePaise,
});

describe('the exemption threshold', () => {
  it('exempts admission at ₹500.00 and taxes it at ₹500.01', () => {
    expect(taxLine(ticket(50_000), rules, 'intra')).toMatchObject({
      taxablePaise: 50_000,
      rateBasisPoints: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
    const taxed = taxLine(ticket(50_001), rules, 'intra');
    expect(taxed.rateBasisPoints).toBe(1800);
    expect(taxed.taxablePaise).toBe(42_374);
    expect(taxed.cgstPaise + taxed.sgstPaise).toBe(50_001 - 42_374);
  });

  it('follows the configured figures, not fixed ones', () => {
    const other: GstRules = { exemptUpToPaise: 0, rateBasisPoints: 4000 };
    const line = taxLine(ticket(14_000), other, 'inter');
    expect(line).toMatchObject({ taxablePaise: 10_000, igstPaise: 4000, rateBasisPoints: 4000 });
  });
});

describe('the place of supply', () => {
  it('is CGST + SGST in the supplier’s state, IGST elsewhere, and nothing without a GSTIN', () => {
    expect(supplyKind('27', '27')).toBe('intra');
    expect(supplyKind('27', '29')).toBe('inter');
    expect(supplyKind(null, '29')).toBe('none');
    const intra = taxLine(ticket(118_000, 2), rules, 'intra');
    expect(intra).toMatchObject({
      totalPaise: 236_000,
      taxablePaise: 200_000,
      cgstPaise: 18_000,
      sgstPaise: 18_000,
    });
    const inter = taxLine(ticket(118_000, 2), rules, 'inter');
    expect(inter).toMatchObject({ taxablePaise: 200_000, igstPaise: 36_000, cgstPaise: 0, sgstPaise: 0 });
    const billOfSupply = taxLine(ticket(118_000, 2), rules, 'none');
    expect(billOfSupply).toMatchObject({ taxablePaise: 236_000, rateBasisPoints: 0, igstPaise: 0 });
  });
});

describe('rounding', () => {
  it('rounds each line to the paisa and sums exactly to what was paid, for every price up to ₹20,000', () => {
    for (let unit = 50_001; unit <= 2_000_000; unit += 997) {
      for (const kind of ['intra', 'inter'] as const) {
        const line = taxLine(ticket(unit, 3), rules, kind);
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(unit * 3);
        expect(Math.abs(line.cgstPaise - line.sgstPaise)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("totals a booking's lines to its paid total", () => {
    const lines = [taxLine(ticket(149_950, 3), rules, 'intra'), taxLine(ticket(45_000, 2), rules, 'intra')];
    const totals = taxTotals(lines);
    expect(totals.totalPaise).toBe(3 * 149_950 + 2 * 45_000);
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(
      totals.totalPaise,
    );
  });

  it('refuses quantities and prices that are not whole', () => {
    expect(() => taxLine(ticket(100.5), rules, 'intra')).toThrow(RangeError);
    expect(() => taxLine(ticket(100, 0), rules, 'intra')).toThrow(RangeError);
  });
});

describe('the financial year', () => {
  it('runs April to March in India’s time', () => {
    expect(financialYearOf(new Date('2026-11-27T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    // 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
});
