/* Test data of the sale set-up feature (imported by its tests only). */
import type { Event, PromoCode, Question } from '@ticketmela/domain';
import { makeEvent } from '@/test/fixtures';

export const EVENT_ID = '6a1f0c52-7b8e-4d3c-9f21-0e4b5a6c7d8e';
export const ORGANIZER_ID = 'f0d663e8-08c1-4166-9b9d-483e11fef414';

/** The demo organizer's event with three ticket categories. */
export function makeSaleEvent(overrides: Partial<Event> = {}): Event {
  return makeEvent({
    _id: EVENT_ID,
    title: 'Sunburn Arena: Pune',
    date: '2099-03-05T14:00:00.000Z',
    organizerId: { _id: ORGANIZER_ID, name: 'Priya Sharma' },
    hasTicketCategories: true,
    ticketCategories: [
      { _id: 'tc-vip', name: 'VIP', description: null, price: 1500, totalSeats: 10, availableSeats: 5 },
      { _id: 'tc-gold', name: 'Gold', description: null, price: 800, totalSeats: 50, availableSeats: 20 },
      { _id: 'tc-silver', name: 'Silver', description: null, price: 500, totalSeats: 30, availableSeats: 30 },
    ],
    ...overrides,
  });
}

export function makePromoCode(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    _id: 'b1000000-0000-4000-8000-000000000001',
    eventId: EVENT_ID,
    code: 'DIWALI20',
    kind: 'percent',
    value: 20,
    description: '20% off',
    ticketCategoryNames: null,
    maxUses: 100,
    maxUsesPerBuyer: 2,
    validFrom: null,
    validUntil: '2099-03-01T18:29:00.000Z',
    active: true,
    uses: 12,
    bookings: 11,
    tickets: 25,
    revenue: 152000,
    discountGiven: 38000,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A code nobody has used yet: ₹100 off each VIP or Gold ticket, switched off. */
export function makeUnusedCode(overrides: Partial<PromoCode> = {}): PromoCode {
  return makePromoCode({
    _id: 'b1000000-0000-4000-8000-000000000002',
    code: 'EARLYBIRD',
    kind: 'amount',
    value: 100,
    description: '₹100 off each ticket',
    ticketCategoryNames: ['VIP', 'Gold'],
    maxUses: null,
    maxUsesPerBuyer: null,
    validFrom: '2099-01-01T04:30:00.000Z',
    validUntil: null,
    active: false,
    uses: 0,
    bookings: 0,
    tickets: 0,
    revenue: 0,
    discountGiven: 0,
    ...overrides,
  });
}

export function makeQuestion(overrides: Partial<Question> = {}): Question {
  return {
    _id: 'a1000000-0000-4000-8000-000000000001',
    label: 'T-shirt size',
    kind: 'single_choice',
    options: ['S', 'M', 'L'],
    required: true,
    scope: 'ticket',
    ticketCategoryNames: null,
    ...overrides,
  };
}

export const SECOND_QUESTION_ID = 'a1000000-0000-4000-8000-000000000002';

export function makeSecondQuestion(overrides: Partial<Question> = {}): Question {
  return makeQuestion({
    _id: SECOND_QUESTION_ID,
    label: 'Company name',
    kind: 'text',
    options: [],
    required: false,
    scope: 'order',
    ...overrides,
  });
}
