/**
 * An admitted buyer's purchase while the event's waiting room is on: buyer.ts's `buy` (hold, pay with the test card,
 * book) cannot send a `queuePass`, so this posts the same three requests through its `call` (the same retry of
 * 502/503/504, counted in its `gatewayErrors`) with the pass in the hold's body.
 */
import { randomUUID } from 'node:crypto';
import { call, type Purchase } from '../../apps/api/test/scale-out/buyer';

export async function buyWithPass(
  address: string,
  token: string,
  sale: { eventId: string; seats: number; amount: number },
  queuePass: string,
): Promise<Purchase> {
  const hold = await call(address, 'POST', '/api/payments/create-payment-intent', token, {
    eventId: sale.eventId,
    noOfSeats: sale.seats,
    amount: sale.amount,
    idempotencyKey: randomUUID(),
    queuePass,
  });
  if (hold.status === 409 && hold.json.code === 'SOLD_OUT') return { kind: 'sold-out' };
  if (hold.status !== 200) return { kind: 'failed', what: `hold ${hold.status} ${hold.json.code}` };
  const paid = await call(address, 'POST', '/api/payments/test/confirm', token, {
    clientSecret: hold.json.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/40',
    cvc: '123',
  });
  if (paid.status !== 200) return { kind: 'failed', what: `pay ${paid.status} ${paid.json.code}` };
  const booked = await call(address, 'POST', '/api/bookings', token, {
    eventId: sale.eventId,
    paymentIntentId: hold.json.paymentIntentId,
  });
  if (booked.status === 409) return { kind: 'sold-out' };
  if (booked.status !== 201 && booked.status !== 200)
    return { kind: 'failed', what: `book ${booked.status} ${booked.json.code}` };
  return { kind: 'booked', bookingId: (booked.json.booking as { _id: string })._id };
}
