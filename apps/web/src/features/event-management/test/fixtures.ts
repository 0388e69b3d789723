import type { Category, Event } from '@ticketmela/domain';

export const CATEGORY_ID = '5a0c6f3e-2b1d-4c8e-9f7a-1b2c3d4e5f60';
export const EVENT_ID = '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6';
export const ORGANIZER_ID = '0b8e2c3a-1d2f-4e5a-9b6c-7d8e9f0a1b2c';

export const categories: Category[] = [
  { _id: CATEGORY_ID, name: 'Music', description: null, createdAt: '2025-01-01T00:00:00.000Z' },
];

export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    _id: EVENT_ID,
    title: 'Sufi Nights by the Sea',
    description: 'Qawwali under the stars.',
    photo: '/uploads/sufi.webp',
    photoThumb: '/uploads/sufi-thumb.webp',
    date: '2099-12-04T14:00:00.000Z',
    city: 'Mumbai',
    price: 999,
    stateCode: '27',
    categoryId: { _id: CATEGORY_ID, name: 'Music' },
    venue: {
      name: 'NCPA',
      address: 'Nariman Point, Mumbai',
      coordinates: { lat: 18.9256, lng: 72.82 },
      placeId: null,
    },
    totalSeats: 350,
    availableSeats: 340,
    totalBooked: 10,
    cancelled: false,
    cancelledReason: null,
    hasTicketCategories: true,
    ticketCategories: [
      { _id: 'c1', name: 'Silver', description: null, price: 999, totalSeats: 300, availableSeats: 290 },
      { _id: 'c2', name: 'Gold', description: 'Front rows', price: 2499, totalSeats: 50, availableSeats: 50 },
    ],
    useDefaultRefundPolicy: true,
    customRefundPolicy: null,
    organizerId: { _id: ORGANIZER_ID, name: 'Priya Sharma' },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
