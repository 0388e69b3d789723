import { MAIL_KINDS } from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import { SAMPLE_PAYLOADS } from '../../../test/mail/mail-samples';
import { renderMailParts } from './render-mail';

const render = (kind: (typeof MAIL_KINDS)[number]) =>
  renderMailParts(
    { kind, payload: SAMPLE_PAYLOADS[kind], createdAt: new Date('2026-11-01T06:30:00.000Z') },
    'https://tickets.example.in',
  );

/** The <head> of a rendered mail, and every font size its inline styles set. */
const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const fontSizesOf = (html: string) =>
  [...html.matchAll(/font-size:\s*(\d+)px/g)].map((match) => Number(match[1]));

describe('every mail on a phone', () => {
  test.each(MAIL_KINDS)(
    '%s declares the device width, UTF-8 and no reformatting by Apple Mail',
    async (kind) => {
      const head = headOf((await render(kind)).html);
      expect(head).toMatch(/<meta[^>]*name="viewport"[^>]*content="width=device-width, initial-scale=1"/);
      expect(head).toMatch(/<meta[^>]*charset=UTF-8/i);
      expect(head).toMatch(/<meta[^>]*name="x-apple-disable-message-reformatting"/);
    },
  );

  test.each(MAIL_KINDS)('%s sets no text smaller than 14 px', async (kind) => {
    const sizes = fontSizesOf((await render(kind)).html);
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
  });
});
