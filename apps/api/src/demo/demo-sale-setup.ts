import type { DbOrTx } from '../db/client';
import { checkoutQuestions } from '../db/schema/checkout-questions';
import { promoCodes } from '../db/schema/promo-codes';
import type { SeededEvent } from './demo-bookings';

/**
 * What Priya set up for the sale of her summit (decision 0042): two promo codes, COLLEGE20 (20% off any pass, 50
 * orders, 2 per buyer) and SPONSORPASS (free All-Access passes, 5 orders), and two checkout questions, the T-shirt
 * size of each attendee and, once per order, the workshop they will attend. Try them on "DevSummit India" signed in
 * as an attendee, and see them under the event's Promo codes and Questions signed in as Priya.
 */
export const DEMO_SALE_EVENT = 'DevSummit India: Building for Bharat';
const SPONSORED_CATEGORY = 'All-Access';

export async function insertDemoSaleSetup(
  tx: DbOrTx,
  options: { now: Date; eventsByTitle: Map<string, SeededEvent> },
): Promise<void> {
  const event = options.eventsByTitle.get(DEMO_SALE_EVENT);
  const sponsored = event?.categories.get(SPONSORED_CATEGORY);
  if (!event || !sponsored)
    throw new Error(`Demo sale setup: no ${SPONSORED_CATEGORY} passes of "${DEMO_SALE_EVENT}"`);
  const at = { createdAt: options.now, updatedAt: options.now };
  await tx.insert(promoCodes).values([
    {
      eventId: event.id,
      code: 'COLLEGE20',
      kind: 'percent',
      value: 20,
      ticketCategoryIds: null,
      maxUses: 50,
      maxUsesPerBuyer: 2,
      createdBy: event.organizerId,
      ...at,
    },
    {
      eventId: event.id,
      code: 'SPONSORPASS',
      kind: 'percent',
      value: 100,
      ticketCategoryIds: [sponsored.id],
      maxUses: 5,
      createdBy: event.organizerId,
      ...at,
    },
  ]);
  await tx.insert(checkoutQuestions).values([
    {
      eventId: event.id,
      position: 0,
      label: 'T-shirt size?',
      kind: 'single_choice',
      options: ['S', 'M', 'L', 'XL'],
      required: true,
      scope: 'ticket',
      ...at,
    },
    {
      eventId: event.id,
      position: 1,
      label: 'Which workshop will you attend?',
      kind: 'single_choice',
      options: ['UPI integrations, hands-on', 'Designing for low bandwidth'],
      required: false,
      scope: 'order',
      ...at,
    },
  ]);
}
