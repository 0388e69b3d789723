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

  test('a free event shows ₹0, and a category flag without categories falls back to the price', () => {
    expect(featuredPriceLabel({ hasTicketCategories: false, ticketCategories: [], price: 0 })).toBe('₹0');
    expect(listPriceLabel({ hasTicketCategories: true, ticketCategories: [], price: 250 })).toBe('₹250');
  });
});
