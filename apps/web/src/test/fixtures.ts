import type { Event, StoredUser, User } from '@ticketmela/domain';
import { vi } from 'vitest';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '0b8e2c3a-1d2f-4e5a-9b6c-7d8e9f0a1b2c',
    name: 'Priya Sharma',
    email: 'priya@example.in',
    phone: '9876543210',
    role: 'user',
    googleId: null,
    isVerified: true,
    isBanned: false,
    banReason: null,
    bannedAt: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    lastLogin: null,
    ...overrides,
  };
}

export function makeStoredUser(overrides: Partial<StoredUser> = {}): StoredUser {
  return { ...makeUser(overrides), token: overrides.token ?? 'test-token' };
}

export function storeUser(user: StoredUser): void {
  window.localStorage.setItem('user', JSON.stringify(user));
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An upcoming single-price event, 30 days from `now` (defaults to the real clock). */
export function makeEvent(overrides: Partial<Event> = {}, now = new Date()): Event {
  return {
    _id: '6f1c2b9e-4d3a-4c5b-8e7f-9a0b1c2d3e4f',
    title: 'Sunset Jazz on the Lawns',
    description: 'A relaxed open-air evening of jazz standards.',
    photo: '/uploads/events/jazz-large.webp',
    photoThumb: '/uploads/events/jazz-thumb.webp',
    date: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    city: 'Bengaluru',
    stateCode: '29',
    price: 899,
    categoryId: { _id: '85a4b412-9bde-4d67-ae4c-9961e4fcecc2', name: 'Music' },
    venue: {
      name: 'Bangalore International Centre',
      address: '7, 4th Main Road, Domlur II Stage, Bengaluru',
      coordinates: { lat: 12.9605, lng: 77.6387 },
      placeId: null,
    },
    totalSeats: 200,
    availableSeats: 180,
    totalBooked: 20,
    cancelled: false,
    cancelledReason: null,
    hasTicketCategories: false,
    ticketCategories: [],
    useDefaultRefundPolicy: true,
    customRefundPolicy: null,
    organizerId: { _id: 'f0d663e8-08c1-4166-9b9d-483e11fef414', name: 'Priya Sharma' },
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** Stubs fetch (undo with vi.unstubAllGlobals): the first route whose pattern matches the URL answers; else 404. */
export function stubApi(routes: [RegExp, (url: string) => Response | Promise<Response>][]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    for (const [pattern, respond] of routes) if (pattern.test(url)) return respond(url);
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
