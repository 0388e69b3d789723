import { CreatePromoCodeBodySchema } from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import { makePromoCode, makeUnusedCode } from '../test/fixtures';
import { promoStatus } from './promo-code-texts';
import { changedFields, formToBody, promoCodeToForm } from './promo-code-values';

const NOW = new Date('2099-02-01T00:00:00.000Z');

describe('what an edit sends', () => {
  test('an untouched form changes nothing, even for a time stored with seconds', () => {
    const code = makePromoCode({ validUntil: '2099-03-01T18:29:45.123Z', ticketCategoryNames: ['VIP'] });
    const body = CreatePromoCodeBodySchema.parse(formToBody(promoCodeToForm(code)));
    expect(changedFields(code, body)).toEqual({});
  });

  test('a new value goes with its kind; cleared limits and windows go as null', () => {
    const code = makeUnusedCode();
    const form = {
      ...promoCodeToForm(code),
      value: '150',
      maxUses: '',
      validFrom: '',
      ticketCategoryNames: [],
    };
    expect(changedFields(code, CreatePromoCodeBodySchema.parse(formToBody(form)))).toEqual({
      kind: 'amount',
      value: 150,
      ticketCategoryNames: null,
      validFrom: null,
    });
  });
});

test('blank limits are no limit; a date and time is India time', () => {
  expect(
    formToBody({ ...promoCodeToForm(makeUnusedCode()), maxUses: ' ', validUntil: '2099-01-01T00:00' }),
  ).toMatchObject({
    maxUses: null,
    validUntil: '2098-12-31T18:30:00.000Z',
  });
});

test.each([
  ['Off', makePromoCode({ active: false })],
  ['Expired', makePromoCode({ validUntil: '2099-01-31T23:59:00.000Z' })],
  ['Scheduled', makePromoCode({ validFrom: '2099-02-02T00:00:00.000Z' })],
  ['Used up', makePromoCode({ uses: 100, maxUses: 100 })],
  ['On', makePromoCode()],
])('the status reads %s', (label, code) => {
  expect(promoStatus(code, NOW).label).toBe(label);
});
