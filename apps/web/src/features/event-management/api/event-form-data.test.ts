import { EventFormSchema } from '@ticketmela/domain';
import { expect, test } from 'vitest';
import { buildEventFormData } from './event-form-data';

const values = EventFormSchema.parse({
  title: ' Jazz Night ',
  description: 'Live jazz',
  date: '2030-01-05T19:30',
  categoryId: '0b8e2c3a-1d2f-4e5a-9b6c-7d8e9f0a1b2c',
  city: 'Mumbai',
  venue: { name: 'NCPA', address: '', coordinates: { lat: 18.9, lng: 72.8 }, placeId: null },
  hasTicketCategories: true,
  ticketCategories: [
    { name: 'Silver', price: '499', totalSeats: '100', description: '' },
    { name: '', price: '', totalSeats: '', description: '' },
  ],
  useDefaultRefundPolicy: false,
  customRefundPolicy: { sevenDaysOrMore: '90', oneToDays: '40', lessThanDay: '0', description: '' },
});

test('the multipart body has the text fields, only complete categories, the custom policy and the photo', () => {
  const photo = new File([new Uint8Array([1, 2, 3])], 'poster.png', { type: 'image/png' });
  const data = buildEventFormData(values, { photo });
  expect(data.get('title')).toBe('Jazz Night');
  expect(data.get('date')).toBe('2030-01-05T14:00:00.000Z');
  expect(data.get('hasTicketCategories')).toBe('true');
  expect(JSON.parse(String(data.get('ticketCategories')))).toEqual([
    { _id: null, name: 'Silver', price: 499, totalSeats: 100, description: null },
  ]);
  expect(data.has('price')).toBe(false);
  expect(JSON.parse(String(data.get('customRefundPolicy')))).toMatchObject({
    sevenDaysOrMore: 90,
    oneToDays: 40,
  });
  expect(JSON.parse(String(data.get('venue')))).toEqual({
    name: 'NCPA',
    address: null,
    coordinates: { lat: 18.9, lng: 72.8 },
    placeId: null,
  });
  expect((data.get('photo') as File).name).toBe('poster.png');
  expect(data.has('removePhoto')).toBe(false);
});

test('removing the current photo sends removePhoto=true; a new photo replaces it instead', () => {
  expect(buildEventFormData(values, { photo: null, removePhoto: true }).get('removePhoto')).toBe('true');
  expect(buildEventFormData(values, { photo: null }).has('removePhoto')).toBe(false);
  const photo = new File(['x'], 'new.png', { type: 'image/png' });
  const replacing = buildEventFormData(values, { photo, removePhoto: true });
  expect(replacing.has('removePhoto')).toBe(false);
  expect(replacing.has('photo')).toBe(true);
});
