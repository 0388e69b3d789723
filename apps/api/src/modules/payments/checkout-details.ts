import { type CheckoutDetails, checkCheckoutDetails, type Question, ticketSlots } from '@ticketmela/domain';
import type { PaymentCheckout, PaymentSelection } from '../../db/schema/payments';
import { messageOfText } from '../../i18n/known-text';
import { AppError } from '../../lib/app-error';

/** One ticket's category, in the selection's order: each line's tickets in turn (none for a single price). */
function ticketLines(selection: PaymentSelection) {
  if (!selection.hasTicketCategories) {
    return [{ ticketCategoryId: null, categoryName: null, quantity: selection.noOfSeats ?? 0 }];
  }
  return (selection.items ?? []).map((item) => ({
    ticketCategoryId: item.ticketCategoryId,
    categoryName: item.categoryName,
    quantity: item.quantity,
  }));
}

/**
 * The names on the tickets and the answers to the event's questions (decision 0042), checked against the selection
 * as priced (the event's own category names, in the buyer's order), as the payment keeps them until its booking is
 * made. Refused with the first problem on its field (`attendees.1.answers.<questionId>`), before any seat is taken.
 */
export function checkoutOf(
  questions: Question[],
  selection: PaymentSelection,
  details: CheckoutDetails,
  buyerName: string,
): PaymentCheckout {
  const lines = ticketLines(selection);
  const slots = ticketSlots(lines);
  const checked = checkCheckoutDetails(
    questions,
    slots,
    { attendees: details.attendees, orderAnswers: details.orderAnswers },
    buyerName,
  );
  if (!checked.ok) {
    const [first] = checked.issues;
    throw new AppError('VALIDATION_ERROR', messageOfText(first!.message), first!.path);
  }
  const categoryIds = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => line.ticketCategoryId),
  );
  return {
    attendees: checked.attendees.map((attendee, index) => ({
      position: attendee.position,
      ticketCategoryId: categoryIds[index] ?? null,
      categoryName: attendee.categoryName,
      name: attendee.name,
      email: attendee.email,
      answers: attendee.answers,
    })),
    orderAnswers: checked.orderAnswers,
  };
}
