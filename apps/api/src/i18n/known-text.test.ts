import { EVENT_FORM_MESSAGES, planSeatChange } from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import { asIs, messageOfText } from './known-text';
import { translate } from './translate';

describe('messageOfText: the domain English back to its template', () => {
  test('a message that is a key is its own template', () => {
    const message = messageOfText('Passwords do not match');
    expect(message).toEqual({ id: 'Passwords do not match' });
    expect(translate('hi', message)).toBe('पासवर्ड मेल नहीं खाते।');
  });

  test('a filled message gets its template and its values, in English exactly as written', () => {
    const english = EVENT_FORM_MESSAGES.categoryPriceTooHigh('VIP {Gold}');
    const message = messageOfText(english);
    expect(message).toEqual({
      id: 'Price for "{name}" cannot be more than ₹10,00,000',
      values: { name: 'VIP {Gold}' },
    });
    expect(translate('en', message)).toBe(english);
    expect(translate('hi', message)).toBe('"VIP {Gold}" की कीमत ₹10,00,000 से ज़्यादा नहीं हो सकती।');
  });

  test('a plural is read back by its count', () => {
    const plan = planSeatChange(
      { hasTicketCategories: false, totalSeats: 100, availableSeats: 99, pricePaise: 0 } as never,
      [],
      { hasTicketCategories: true, ticketCategories: [] } as never,
    );
    const english = 'refusal' in plan && plan.refusal ? plan.refusal.message : '';
    expect(english).toBe('The pricing mode cannot be changed because 1 seat has already been sold');
    const message = messageOfText(english);
    expect(message.values).toEqual({ sold: 1 });
    expect(translate('en', message)).toBe(english);
    expect(translate('hi', message)).toBe('कीमत का तरीका नहीं बदला जा सकता, क्योंकि 1 सीट बिक चुकी है।');
  });

  test('the most specific template wins', () => {
    expect(messageOfText('limit must be at most 50 when paging')).toEqual({
      id: 'limit must be at most {max} when paging',
      values: { max: '50' },
    });
    expect(messageOfText('limit must be at most 50')).toEqual({
      id: 'limit must be at most {max}',
      values: { max: '50' },
    });
  });

  test('a text no template makes stays as it is, ICU characters and all', () => {
    for (const text of ['Invalid input: expected string, received undefined', "it's {odd} # and '' too"]) {
      expect(translate('en', messageOfText(text))).toBe(text);
      expect(translate('hi', messageOfText(text))).toBe(text);
      expect(translate('hi', asIs(text))).toBe(text);
    }
  });
});
