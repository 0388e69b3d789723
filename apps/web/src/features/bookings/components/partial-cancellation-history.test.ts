import { i18n } from '@lingui/core';
import type { PartialCancellation } from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import { partialCancellationLine } from './partial-cancellation-history';

const entry = (overrides: Partial<PartialCancellation> = {}): PartialCancellation => ({
  _id: 'pc-1',
  // 20:30 UTC is already the next day in India: the date is India's.
  cancelledAt: '2026-11-26T20:30:00.000Z',
  quantity: 1,
  ticketItems: [],
  amount: 1500,
  refund: { status: 'processed', amount: 750, percentage: 50 },
  ...overrides,
});

describe('a partial cancellation in the history', () => {
  test("seats: how many, the day (India's), the refund with its share and status", () => {
    expect(partialCancellationLine(i18n, entry())).toBe(
      '1 ticket cancelled on 27 Nov 2026 · refund ₹750 (50%) processed',
    );
    expect(
      partialCancellationLine(
        i18n,
        entry({ quantity: 2, refund: { status: 'pending', amount: 3000, percentage: 100 } }),
      ),
    ).toBe('2 tickets cancelled on 27 Nov 2026 · refund ₹3,000 (100%) pending');
  });

  test('category lines name the lines; no refund (free tickets, or the policy gave nothing) says so', () => {
    expect(
      partialCancellationLine(
        i18n,
        entry({
          quantity: 3,
          ticketItems: [
            { categoryName: 'VIP', quantity: 1 },
            { categoryName: 'Gold', quantity: 2 },
          ],
          refund: null,
        }),
      ),
    ).toBe('3 tickets (VIP × 1, Gold × 2) cancelled on 27 Nov 2026 · no refund');
    expect(
      partialCancellationLine(i18n, entry({ refund: { status: 'failed', amount: 750, percentage: 50 } })),
    ).toBe('1 ticket cancelled on 27 Nov 2026 · refund ₹750 (50%) failed');
  });
});
