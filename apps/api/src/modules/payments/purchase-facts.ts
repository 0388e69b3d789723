import type { Question } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import type { CheckoutQuestionRow } from '../../db/schema/checkout-questions';
import { defineStatement, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { unauthorized } from '../../lib/app-error';
import { bannedError } from '../../plugins/auth';
import { questionFromRow } from '../checkout-questions/question-rows';
import {
  type PromoCodeFacts,
  promoCodeFactsFromJson,
  promoCodeFactsOf,
} from '../promo-codes/promo-code-facts';
import type { Buyer } from './buyer-session';

/** What pricing a selection needs to know of an event: never the whole row. */
export interface EventForSale {
  id: string;
  cancelled: boolean;
  date: Date;
  hasTicketCategories: boolean;
  pricePaise: number;
  availableSeats: number;
  /**
   * Someone waits in the event's waitlist line (single price): its seats that come back are theirs first, so none
   * is for sale (decision 0041). Per category for an event with categories.
   */
  waitlistWaiting: boolean;
  /** The event's waiting room is on: seats are sold only with a pass (decision 0049). */
  queueRoomOn: boolean;
  /** In the order the event shows them. */
  ticketCategories: {
    id: string;
    name: string;
    pricePaise: number;
    availableSeats: number;
    waitlistWaiting: boolean;
  }[];
}

/**
 * The buyer's standing, as the auth plugin would judge it (never the password hash or anything else): `active` is
 * false for a deleted account and for a session from before a password change (its token version is not the
 * account's).
 */
export interface BuyerStanding {
  active: boolean;
  banned: boolean;
  banReason: string | null;
  bannedAt: Date | null;
}

/** The hold a buyer's earlier request with the same idempotency key made (create-payment-intent). */
export interface KeyedHold {
  id: string;
  eventId: string;
  amountPaise: number;
  holdStatus: 'held' | 'converted' | 'released';
  providerIntentId: string | null;
  holdExpiresAt: Date;
}

export interface PurchaseFacts {
  buyer: BuyerStanding;
  event: EventForSale | null;
  keyedHold: KeyedHold | null;
  /** The event's code the buyer gave (any case), with their own uses of it; null when none was given or none matches. */
  promoCode: PromoCodeFacts | null;
  /** The name on every ticket the buyer does not name (decision 0042); '' for an unknown account. */
  buyerName: string;
  /** The event's questions at checkout, in the order asked ([] without an event). */
  questions: Question[];
}

type QuestionFields = Pick<
  CheckoutQuestionRow,
  'id' | 'label' | 'kind' | 'options' | 'required' | 'scope' | 'ticketCategoryIds'
>;

interface FactsRow {
  keyedHold: (Omit<KeyedHold, 'holdExpiresAt'> & { holdExpiresAt: string }) | null;
  buyerActive: boolean;
  buyerBanned: boolean;
  banReason: string | null;
  bannedAt: Date | null;
  eventId: string | null;
  cancelled: boolean;
  date: Date;
  hasTicketCategories: boolean;
  pricePaise: number;
  availableSeats: number;
  waitlistWaiting: boolean;
  queueRoomOn: boolean;
  ticketCategories: EventForSale['ticketCategories'] | null;
  promoCode: Parameters<typeof promoCodeFactsFromJson>[0];
  buyerName: string | null;
  questions: QuestionFields[] | null;
}

const purchaseFactsStatement = defineStatement<FactsRow>(
  'purchase_facts',
  ['buyerId', 'tokenVersion', 'eventId', 'requestKey', 'promoCode'],
  `select
    (select json_build_object('id', p.id, 'eventId', p.event_id, 'amountPaise', p.amount_paise,
        'holdStatus', p.hold_status, 'providerIntentId', p.provider_intent_id, 'holdExpiresAt', p.hold_expires_at)
      from payments p where p.user_id = :buyerId::uuid and p.request_key = :requestKey) as "keyedHold",
    u.id is not null and u.deleted_at is null and u.token_version = :tokenVersion::int as "buyerActive",
    coalesce(u.is_banned, false) as "buyerBanned",
    u.ban_reason as "banReason",
    u.banned_at as "bannedAt",
    e.id as "eventId",
    e.cancelled,
    e.date,
    e.has_ticket_categories as "hasTicketCategories",
    e.price_paise as "pricePaise",
    e.available_seats as "availableSeats",
    exists (select 1 from waitlist_entries w
      where w.event_id = e.id and w.status = 'waiting' and w.ticket_category_id is null) as "waitlistWaiting",
    exists (select 1 from waiting_rooms r where r.event_id = e.id and r.enabled) as "queueRoomOn",
    case when e.id is not null then coalesce(
      (select json_agg(json_build_object(
          'id', c.id, 'name', c.name, 'pricePaise', c.price_paise, 'availableSeats', c.available_seats,
          'waitlistWaiting', exists (select 1 from waitlist_entries w
            where w.event_id = e.id and w.status = 'waiting' and w.ticket_category_id = c.id)
        ) order by c.position, c.id)
       from ticket_categories c where c.event_id = e.id),
      '[]'::json) end as "ticketCategories",
    ${promoCodeFactsOf(':eventId::uuid', ':promoCode', ':buyerId::uuid')} as "promoCode",
    u.name as "buyerName",
    case when e.id is not null then coalesce(
      (select json_agg(json_build_object(
          'id', q.id, 'label', q.label, 'kind', q.kind, 'options', q.options, 'required', q.required,
          'scope', q.scope, 'ticketCategoryIds', q.ticket_category_ids
        ) order by q.position, q.id)
       from checkout_questions q where q.event_id = e.id and q.retired_at is null),
      '[]'::json) end as "questions"
  from (select 1) as one
  left join users u on u.id = :buyerId::uuid
  left join events e on e.id = :eventId::uuid`,
);

/**
 * One indexed read (primary keys, the categories' event index, the waitlist's line index and the questions' event
 * index) of everything a purchase decides on before it takes a seat: the buyer's standing and name, the event's state,
 * prices and seats left, whether people wait for them, the hold an earlier request with the same idempotency key made,
 * the promo code given with this buyer's uses of it, and the event's questions at checkout (decision 0042). It is what
 * answers "sold out" when the seats are already gone.
 */
export async function readPurchaseFacts(
  db: DbOrTx,
  buyer: Buyer,
  eventId: string,
  requestKey: string | null = null,
  promoCode: string | null = null,
): Promise<PurchaseFacts> {
  const [row] = await runStatement(db, purchaseFactsStatement, {
    buyerId: buyer.id,
    tokenVersion: buyer.tokenVersion,
    eventId,
    requestKey,
    promoCode,
  });
  const code = promoCodeFactsFromJson(row!.promoCode);
  const keyedHold = row!.keyedHold
    ? { ...row!.keyedHold, holdExpiresAt: new Date(row!.keyedHold.holdExpiresAt) }
    : null;
  const standing = {
    active: row!.buyerActive,
    banned: row!.buyerBanned,
    banReason: row!.banReason,
    bannedAt: row!.bannedAt,
  };
  const buyerName = row!.buyerName ?? '';
  if (!row!.eventId)
    return { buyer: standing, event: null, keyedHold, promoCode: code, buyerName, questions: [] };
  const categoryNameById = new Map(
    (row!.ticketCategories ?? []).map((category) => [category.id, category.name]),
  );
  return {
    buyer: standing,
    keyedHold,
    promoCode: code,
    buyerName,
    questions: (row!.questions ?? []).map((question) => questionFromRow(question, categoryNameById)),
    event: {
      id: row!.eventId,
      cancelled: row!.cancelled,
      date: new Date(row!.date),
      hasTicketCategories: row!.hasTicketCategories,
      pricePaise: row!.pricePaise,
      availableSeats: row!.availableSeats,
      waitlistWaiting: row!.waitlistWaiting,
      queueRoomOn: row!.queueRoomOn,
      ticketCategories: row!.ticketCategories ?? [],
    },
  };
}

/**
 * A deleted (or unknown) account, or a session from before a password change, is signed out; a banned one gets the
 * 403 every call of theirs gets.
 */
export function assertBuyerInGoodStanding(buyer: BuyerStanding): void {
  if (!buyer.active) throw unauthorized(msg('Your session has expired. Please sign in again.'));
  if (buyer.banned) {
    throw bannedError({
      banReason: buyer.banReason,
      bannedAt: buyer.bannedAt ? new Date(buyer.bannedAt) : null,
    });
  }
}

const buyerStandingStatement = defineStatement<BuyerStanding>(
  'buyer_standing',
  ['buyerId', 'tokenVersion'],
  `select u.id is not null and u.deleted_at is null and u.token_version = :tokenVersion::int as active,
    coalesce(u.is_banned, false) as banned,
    u.ban_reason as "banReason", u.banned_at as "bannedAt"
  from (select 1) as one left join users u on u.id = :buyerId::uuid`,
);

/** The buyer's standing alone: read when a statement that checks it refused (was it the buyer, or something else?). */
export async function assertBuyerStandingNow(db: DbOrTx, buyer: Buyer): Promise<void> {
  const [standing] = await runStatement(db, buyerStandingStatement, {
    buyerId: buyer.id,
    tokenVersion: buyer.tokenVersion,
  });
  assertBuyerInGoodStanding(standing!);
}
