import { describe, expect, test } from 'vitest';
import {
  applyPromo,
  describePromo,
  discountedUnitPaise,
  normalizePromoCode,
  type PromoLine,
  type PromoTerms,
  promoAppliesTo,
} from './promo-pricing';

const everyTicket = (kind: PromoTerms['kind'], value: number): PromoTerms => ({
  kind,
  value,
  ticketCategoryNames: null,
});

describe('a ticket under a code', () => {
  test.each([
    // list, percent, paid: the discount rounds to the nearest paisa, half up
    [1000, 10, 900],
    [50, 25, 37], // 12.5 paise off rounds up to 13
    [150, 33, 100], // 49.5 paise off rounds up to 50
    [149, 33, 100], // 49.17 paise off rounds down to 49
    [99_999, 15, 84_999], // 14,999.85 rounds up to 15,000
    [1, 50, 0], // 0.5 paise off rounds up: the ticket is free
    [1, 49, 1], // 0.49 paise off rounds down: nothing off
    [49_950, 100, 0],
  ])('%i paise at %i%% off costs %i paise', (list, percent, paid) => {
    expect(discountedUnitPaise(list, 'percent', percent)).toBe(paid);
  });

  test('an amount off never takes a ticket below zero', () => {
    expect(discountedUnitPaise(50_000, 'amount', 10_000)).toBe(40_000);
    expect(discountedUnitPaise(50_000, 'amount', 50_000)).toBe(0);
    expect(discountedUnitPaise(50_000, 'amount', 80_000)).toBe(0);
  });

  test('a fixed price never raises a ticket above its list price', () => {
    expect(discountedUnitPaise(50_000, 'fixed_price', 29_900)).toBe(29_900);
    expect(discountedUnitPaise(50_000, 'fixed_price', 50_000)).toBe(50_000);
    expect(discountedUnitPaise(50_000, 'fixed_price', 99_900)).toBe(50_000);
    expect(discountedUnitPaise(50_000, 'fixed_price', 0)).toBe(0);
  });
});

const categoryLines: PromoLine[] = [
  { categoryName: 'VIP', quantity: 2, listPricePaise: 200_000 },
  { categoryName: 'General', quantity: 3, listPricePaise: 50_000 },
];

describe('a selection under a code', () => {
  test('without a code every line keeps its list price and nothing applies', () => {
    const quote = applyPromo(categoryLines, null);
    expect(quote.lines.map((line) => [line.unitPaise, line.applies])).toEqual([
      [200_000, false],
      [50_000, false],
    ]);
    expect(quote).toMatchObject({
      listTotalPaise: 550_000,
      totalPaise: 550_000,
      discountPaise: 0,
      applies: false,
    });
  });

  test('a code limited to a category discounts that line only, whatever the case of its name', () => {
    const quote = applyPromo(categoryLines, {
      kind: 'percent',
      value: 20,
      ticketCategoryNames: [' vip '],
    });
    expect(quote.lines.map((line) => [line.unitPaise, line.applies])).toEqual([
      [160_000, true],
      [50_000, false],
    ]);
    expect(quote).toMatchObject({
      listTotalPaise: 550_000,
      totalPaise: 470_000,
      discountPaise: 80_000,
      applies: true,
    });
  });

  test('a code limited to categories never applies to a single-price event', () => {
    const single: PromoLine[] = [{ categoryName: null, quantity: 4, listPricePaise: 49_950 }];
    const limited = applyPromo(single, { kind: 'amount', value: 5_000, ticketCategoryNames: ['General'] });
    expect(limited).toMatchObject({ totalPaise: 199_800, discountPaise: 0, applies: false });
    const open = applyPromo(single, everyTicket('amount', 5_000));
    expect(open).toMatchObject({ totalPaise: 179_800, discountPaise: 20_000, applies: true });
  });

  test('a code for categories none of the chosen lines has applies to nothing', () => {
    const quote = applyPromo(categoryLines, { kind: 'percent', value: 50, ticketCategoryNames: ['Balcony'] });
    expect(quote.applies).toBe(false);
    expect(quote.discountPaise).toBe(0);
    expect(quote.totalPaise).toBe(quote.listTotalPaise);
  });

  test('a code applies to a line even when its fixed price leaves the list price unchanged', () => {
    const quote = applyPromo(categoryLines, everyTicket('fixed_price', 100_000));
    expect(quote.lines.map((line) => [line.unitPaise, line.applies])).toEqual([
      [100_000, true],
      [50_000, true],
    ]);
    expect(quote.applies).toBe(true);
  });

  test.each([
    everyTicket('percent', 33),
    everyTicket('percent', 100),
    everyTicket('amount', 33_333),
    everyTicket('fixed_price', 0),
    { kind: 'percent', value: 7, ticketCategoryNames: ['General'] } satisfies PromoTerms,
  ])('the total is the sum of its lines, and the discount the list total less it (%o)', (terms) => {
    const lines: PromoLine[] = [
      ...categoryLines,
      { categoryName: 'Balcony', quantity: 1, listPricePaise: 33_337 },
    ];
    const quote = applyPromo(lines, terms);
    const sum = quote.lines.reduce((total, line) => total + line.quantity * line.unitPaise, 0);
    expect(quote.totalPaise).toBe(sum);
    expect(quote.listTotalPaise).toBe(
      lines.reduce((total, line) => total + line.quantity * line.listPricePaise, 0),
    );
    expect(quote.discountPaise).toBe(quote.listTotalPaise - quote.totalPaise);
    expect(quote.totalPaise).toBeGreaterThanOrEqual(0);
    expect(quote.totalPaise).toBeLessThanOrEqual(quote.listTotalPaise);
  });
});

describe('codes as buyers type them and as the checkout shows them', () => {
  test('a code is compared without case or surrounding spaces', () => {
    expect(normalizePromoCode('  diwali-20 ')).toBe('DIWALI-20');
  });

  test('a code for every ticket applies to any line', () => {
    expect(promoAppliesTo({ ticketCategoryNames: null }, null)).toBe(true);
    expect(promoAppliesTo({ ticketCategoryNames: null }, 'VIP')).toBe(true);
    expect(promoAppliesTo({ ticketCategoryNames: [] }, 'VIP')).toBe(false);
  });

  test.each([
    ['percent', 20, '20% off'],
    ['percent', 100, 'Free tickets'],
    ['amount', 10_000, '₹100 off each ticket'],
    ['amount', 12_550, '₹125.5 off each ticket'],
    ['fixed_price', 49_900, '₹499 a ticket'],
    ['fixed_price', 0, 'Free tickets'],
  ] as const)('%s %i reads "%s"', (kind, value, text) => {
    expect(describePromo(kind, value)).toBe(text);
  });
});
