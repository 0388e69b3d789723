import { describe, expect, test } from 'vitest';
import { detailPriceLabel, featuredPriceLabel, listPriceLabel } from './price-label';

const category = (price: number) => ({
  _id: `c${price}`,
  name: `Tier ${price}`,
  description: null,
  price,
  totalSeats: 10,
  availableSeats: 10,
});

describe('price labels', () => {
  test('an event with ticket categories starts from its lowest category price', () => {
    const event = {
      hasTicketCategories: true,
      ticketCategories: [category(1499), category(499)],
      price: 999,
    };
    expect(featuredPriceLabel(event)).toBe('from ₹499 onwards');
    expect(listPriceLabel(event)).toBe('₹499 onwards');
    expect(detailPriceLabel(event)).toBe('₹499 Onwards');
  });

  test('a single-price event shows its price in Indian format', () => {
    const event = { hasTicketCategories: false, ticketCategories: [], price: 150000 };
    expect(featuredPriceLabel(event)).toBe('₹1,50,000');
    expect(listPriceLabel(event)).toBe('₹1,50,000');
    expect(detailPriceLabel(event)).toBe('₹1,50,000');
  });

  test("free tickets say 'Free', never '₹0'; a category flag without categories falls back to the price", () => {
    const free = { hasTicketCategories: false, ticketCategories: [], price: 0 };
    expect(featuredPriceLabel(free)).toBe('Free');
    expect(listPriceLabel(free)).toBe('Free');
    expect(detailPriceLabel(free)).toBe('Free');
    expect(listPriceLabel({ hasTicketCategories: true, ticketCategories: [], price: 250 })).toBe('₹250');
  });

  test("categories that are all free say 'Free'; a free one next to paid ones says 'Free & paid'", () => {
    const allFree = { hasTicketCategories: true, ticketCategories: [category(0), category(0)], price: 0 };
    expect(featuredPriceLabel(allFree)).toBe('Free');
    expect(detailPriceLabel(allFree)).toBe('Free');
    // Event cards carry only the categories' prices.
    const mixed = { hasTicketCategories: true, ticketCategories: [{ price: 0 }, { price: 999 }], price: 0 };
    expect(featuredPriceLabel(mixed)).toBe('Free & paid');
    expect(listPriceLabel(mixed)).toBe('Free & paid');
    expect(detailPriceLabel(mixed)).toBe('Free & paid');
  });
});
