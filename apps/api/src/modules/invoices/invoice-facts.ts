import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';

/**
 * What an invoice prints about a booking, read in one statement: the booking with its lines and the buyer's GST
 * details, the buyer, the event with its venue's state, and the organizer with their tax profile (null columns when
 * they have none).
 */
export interface InvoiceFacts {
  bookingId: string;
  ticketId: string;
  createdAt: Date;
  userId: string;
  totalAmountPaise: number;
  totalQuantity: number;
  priceAtBookingPaise: number;
  hasTicketCategories: boolean;
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
  items: { categoryName: string; quantity: number; pricePerTicketPaise: number }[];
}

const invoiceFactsStatement = defineStatement<InvoiceFacts>(
  'invoices_facts',
  ['bookingId'],
  `select b.id as "bookingId", b.ticket_id as "ticketId", b.created_at as "createdAt", b.user_id as "userId",
    b.total_amount_paise as "totalAmountPaise", b.total_quantity as "totalQuantity",
    b.price_at_booking_paise as "priceAtBookingPaise", b.has_ticket_categories as "hasTicketCategories",
    b.buyer_gstin as "buyerGstin", b.buyer_legal_name as "buyerLegalName",
    u.name as "buyerName", u.email as "buyerEmail",
    e.id as "eventId", e.title as "eventTitle", e.date as "eventDate", e.venue_name as "venueName", e.city,
    e.venue_state_code as "venueStateCode", e.organizer_id as "organizerId", o.name as "organizerName",
    tp.legal_name as "profileLegalName", tp.gstin as "profileGstin", tp.address as "profileAddress",
    tp.state_code as "profileStateCode", tp.invoice_prefix as "profileInvoicePrefix", tp.sac as "profileSac",
    (select coalesce(json_agg(json_build_object('categoryName', i.category_name, 'quantity', i.quantity,
        'pricePerTicketPaise', i.price_per_ticket_paise) order by i.price_per_ticket_paise desc, i.category_name),
      '[]'::json) from booking_items i where i.booking_id = b.id) as items
  from bookings b
  join users u on u.id = b.user_id
  join events e on e.id = b.event_id
  join users o on o.id = e.organizer_id
  left join tax_profiles tp on tp.user_id = e.organizer_id
  where b.id = :bookingId`,
);

export async function readInvoiceFacts(db: DbOrTx, bookingId: string): Promise<InvoiceFacts | undefined> {
  const [row] = await runStatement(db, invoiceFactsStatement, { bookingId });
  return row && { ...row, createdAt: new Date(row.createdAt), eventDate: new Date(row.eventDate) };
}
