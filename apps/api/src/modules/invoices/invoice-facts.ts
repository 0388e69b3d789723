import type { DbOrTx } from '../../db/client';
import type { PaymentSelection } from '../../db/schema/payments';
import { defineStatement, runStatement } from '../../db/statement';

/**
 * What the invoice of a paid payment's booking prints, read in one statement before the booking is made (no lock is
 * held): the payment with what it paid for and the buyer's GST details, the buyer, the event with its venue's state,
 * and the organizer with their tax profile (null columns when they have none).
 */
export interface InvoiceFacts {
  paymentId: string;
  amountPaise: number;
  selection: PaymentSelection;
  buyerGstin: string | null;
  buyerLegalName: string | null;
  buyerName: string;
  buyerEmail: string;
  eventId: string;
  eventTitle: string;
  eventDate: Date;
  venueName: string;
  city: string;
  venueStateCode: string | null;
  organizerId: string;
  organizerName: string;
  profileLegalName: string | null;
  profileGstin: string | null;
  profileAddress: string | null;
  profileStateCode: string | null;
  profileInvoicePrefix: string | null;
  profileSac: string | null;
}

const invoiceFactsStatement = defineStatement<InvoiceFacts>(
  'invoices_facts',
  ['paymentId'],
  `select p.id as "paymentId", p.amount_paise as "amountPaise", p.selection,
    p.buyer_gstin as "buyerGstin", p.buyer_legal_name as "buyerLegalName",
    u.name as "buyerName", u.email as "buyerEmail",
    e.id as "eventId", e.title as "eventTitle", e.date as "eventDate", e.venue_name as "venueName", e.city,
    e.venue_state_code as "venueStateCode", e.organizer_id as "organizerId", o.name as "organizerName",
    tp.legal_name as "profileLegalName", tp.gstin as "profileGstin", tp.address as "profileAddress",
    tp.state_code as "profileStateCode", tp.invoice_prefix as "profileInvoicePrefix", tp.sac as "profileSac"
  from payments p
  join users u on u.id = p.user_id
  join events e on e.id = p.event_id
  join users o on o.id = e.organizer_id
  left join tax_profiles tp on tp.user_id = e.organizer_id
  where p.id = :paymentId::uuid`,
);

export async function readInvoiceFacts(db: DbOrTx, paymentId: string): Promise<InvoiceFacts | undefined> {
  const [row] = await runStatement(db, invoiceFactsStatement, { paymentId });
  return row && { ...row, eventDate: new Date(row.eventDate) };
}
