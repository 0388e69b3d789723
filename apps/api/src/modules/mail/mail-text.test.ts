import {
  MAIL_KINDS,
  type PaidMethod,
  paidByLabel,
  refundStatusLabel,
  timeBeforeEventText,
} from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import { SAMPLE_PAYLOADS } from '../../../test/mail/mail-samples';
import mailHi from '../../locales/hi.mail.json' with { type: 'json' };
import type { QueuedMail } from './mail-payloads';
import { mailSubject } from './mail-subjects';
import { renderMailParts } from './render-mail';
import {
  formatEventDate,
  formatIndiaInstant,
  formatRupees,
  paidByText,
  refundStatusText,
  seatsText,
  ticketsText,
  timeBeforeEvent,
} from './templates/mail-format';

// Issue 30: the mails in Hindi, from the same templates as in English (whose words the other mail tests check).

const publicUrl = 'https://tickets.example.in';
const createdAt = new Date('2026-11-01T06:30:00.000Z');
const DEVANAGARI = /[\u0900-\u097F]/;

async function inLanguage(kind: (typeof MAIL_KINDS)[number], locale: 'en' | 'hi', change: object = {}) {
  const payload = { ...SAMPLE_PAYLOADS[kind], ...change, locale };
  const parts = await renderMailParts({ kind, payload, createdAt }, publicUrl);
  const subject = mailSubject({ kind, causeId: 'cause', recipient: 'a@example.in', payload } as QueuedMail);
  return { subject, ...parts };
}

/** The catalog's English sentences (no values in them): none may be left in a Hindi mail. */
const englishSentences = Object.keys(mailHi).filter(
  (template) => !/[{<]/.test(template) && template.split(' ').length >= 3,
);

describe('every mail in Hindi', () => {
  test.each(MAIL_KINDS)('%s: Hindi subject and body, lang hi-IN, no English sentence left', async (kind) => {
    const { subject, html, text } = await inLanguage(kind, 'hi');
    expect(subject).toMatch(DEVANAGARI);
    expect(html).toContain('lang="hi-IN"');
    expect(html).toContain('Nirmala UI');
    expect(text).toMatch(DEVANAGARI);
    expect(text).toContain('TicketMela · भारत के इवेंट के टिकट');
    for (const sentence of englishSentences) expect(text, sentence).not.toContain(sentence);
    // Names, titles, ids and amounts are shown as they are.
    expect(`${subject}\n${text}`).not.toMatch(/\{\w+\}|<\d>/);
  });

  test('dates in India time with Hindi month and weekday names; amounts as in English, grouped in lakhs', async () => {
    expect(formatEventDate('2026-11-21T14:00:00.000Z', 'hi')).toBe('शनिवार, 21 नवंबर 2026 को 7:30 pm बजे IST');
    expect(formatEventDate('2026-11-21T14:00:00.000Z', 'en')).toBe(
      'Saturday, 21 November 2026 at 7:30 pm IST',
    );
    // Late evening UTC is the next morning in India.
    expect(formatIndiaInstant('2026-03-04T20:00:00.000Z', 'hi')).toBe('5 मार्च 2026, 1:30 am IST');
    expect(formatIndiaInstant('2026-03-04T20:00:00.000Z', 'en')).toBe('5 Mar 2026, 1:30 am IST');
    expect(formatRupees(1_00_000_00)).toBe('₹1,00,000');
    expect(formatRupees(1_23_456_50)).toBe('₹1,23,456.50');
    const { text } = await inLanguage('booking_confirmed', 'hi', { totalAmountPaise: 1_00_000_00 });
    expect(text).toMatch(/कुल भुगतान\s+₹1,00,000/);
  });

  test("Hindi counts 0 and 1 alike; English's words are the domain's", () => {
    expect([0, 1, 3].map((count) => seatsText(count, 'hi'))).toEqual(['0 सीट', '1 सीट', '3 सीटें']);
    expect([0, 1, 3].map((count) => seatsText(count, 'en'))).toEqual(['0 seats', '1 seat', '3 seats']);
    expect(ticketsText(2, 'hi')).toBe('2 टिकट');
    for (const days of [0, 0.0004, 0.0008, 0.02, 0.05, 0.3, 0.9995, 1, 1.5, 6.9, 6.9995, 7, 30]) {
      expect(timeBeforeEvent(days, 'en'), String(days)).toBe(timeBeforeEventText(days));
    }
    expect([3.2, 1, 0.05, 0.22, 0.01, 0.0001].map((days) => timeBeforeEvent(days, 'hi'))).toEqual([
      '3 दिन',
      '1 दिन',
      '1 घंटा',
      '5 घंटे',
      '14 मिनट',
      'एक मिनट से कम',
    ]);
    for (const status of ['pending', 'processed', 'none'] as const) {
      expect(refundStatusText(status, 'en')).toBe(refundStatusLabel(status));
    }
    const methods: PaidMethod[] = [
      { kind: 'upi', detail: 'a@okaxis' },
      { kind: 'card', detail: 'Visa •••• 4242' },
      { kind: 'netbanking', detail: null },
      { kind: 'wallet', detail: 'Paytm' },
    ];
    for (const method of methods) expect(paidByText(method, 'en')).toBe(paidByLabel(method));
    expect(paidByText(methods[1]!, 'hi')).toBe('भुगतान: कार्ड, Visa •••• 4242');
  });

  test('what was typed is shown as typed, in either language: markup or braces in a title are text', async () => {
    const event = { ...SAMPLE_PAYLOADS.booking_cancelled.event, title: 'Rock <0>Night</0> {title} & Co' };
    for (const locale of ['en', 'hi'] as const) {
      const { subject, html, text } = await inLanguage('booking_cancelled', locale, { event });
      expect(subject).toContain('Rock <0>Night</0> {title} & Co');
      expect(text).toContain('Rock <0>Night</0> {title} & Co');
      expect(html).toContain('<strong>Rock &lt;0&gt;Night&lt;/0&gt; {title} &amp; Co</strong>');
    }
  });

  test('the Hindi of some tickets cancelled agrees with their number', async () => {
    const one = await inLanguage('tickets_cancelled', 'hi');
    expect(one.text).toContain('1 टिकट (1 × General Admission) रद्द किया।');
    expect(one.text).toContain('आपकी बुकिंग में 2 सीटें बाकी हैं');
    expect(one.subject).toBe('टिकट रद्द: Sunburn Arena: Mumbai (TM-7KQ4X9MZP2) के लिए 2 सीटें अब भी बुक हैं');
    const two = await inLanguage('tickets_cancelled', 'hi', {
      cancelledSeats: 2,
      seatsLeft: 1,
      linesLeft: [],
    });
    expect(two.text).toContain('रद्द किए।');
    expect(two.text).toContain('आपकी बुकिंग में 1 सीट बाकी है');
  });
});
