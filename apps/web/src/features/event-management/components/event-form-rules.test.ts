import { describe, expect, test } from 'vitest';
import {
  canAddTicketCategory,
  canRemoveTicketCategory,
  clampPercentageInput,
  isEventFormField,
} from './event-form-rules';

describe('refund percentage inputs', () => {
  test('are clamped to 0-100 as they are typed', () => {
    expect(clampPercentageInput('120')).toBe('100');
    expect(clampPercentageInput('100')).toBe('100');
    expect(clampPercentageInput('-5')).toBe('0');
    expect(clampPercentageInput('0')).toBe('0');
    expect(clampPercentageInput('45')).toBe('45');
  });

  test('a blank input stays blank (not entered yet), and anything not a number is dropped', () => {
    expect(clampPercentageInput('')).toBe('');
    expect(clampPercentageInput('  ')).toBe('');
    expect(clampPercentageInput('abc')).toBe('');
  });
});

describe('ticket category rows', () => {
  test('Add Category is offered until there are 5', () => {
    expect(canAddTicketCategory(1)).toBe(true);
    expect(canAddTicketCategory(4)).toBe(true);
    expect(canAddTicketCategory(5)).toBe(false);
  });

  test('a row can be removed only while more than one remains', () => {
    expect(canRemoveTicketCategory(1)).toBe(false);
    expect(canRemoveTicketCategory(2)).toBe(true);
  });
});

test('server errors are shown under the form field they name', () => {
  expect(isEventFormField('venue')).toBe(true);
  expect(isEventFormField('ticketCategories')).toBe(true);
  expect(isEventFormField('photo')).toBe(false);
  expect(isEventFormField(undefined)).toBe(false);
});
