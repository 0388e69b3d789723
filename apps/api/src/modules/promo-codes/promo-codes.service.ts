import {
  type CreatePromoCodeBodySchema,
  normalizePromoCode,
  type PromoCode,
  type PromoKind,
  rupeesToPaise,
  type UpdatePromoCodeBodySchema,
} from '@ticketmela/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { type PromoCodeRow, promoCodes } from '../../db/schema/promo-codes';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit/audit.service';
import { assertStillSelling, categoryNameMap, type SaleSetupActor } from '../events/sale-setup-event';
import { toPromoCodeDto } from './promo-code.serializer';
import { countedUses, isPromoCodeReferenced, NO_FIGURES, promoCodesWithFigures } from './promo-code-stats';
import { codeCategoryIds, findManagedSaleEvent } from './sale-event';

// An event's promo codes as its organizer (or an admin) keeps them (decision 0042). Every write is audited against
// the event, in its own transaction.

export type CreatePromoCodeInput = z.output<typeof CreatePromoCodeBodySchema>;
export type UpdatePromoCodeInput = z.output<typeof UpdatePromoCodeBodySchema>;

const duplicateCode = () => new AppError('DUPLICATE', msg('This event already has this code'), 'code');
const codeNotFound = () => notFound(msg('Promo code not found'));

/** Paise for an amount or a price; a percentage as it is. */
const storedValue = (kind: PromoKind, value: number) => (kind === 'percent' ? value : rupeesToPaise(value));

/** What the audit log keeps of a code. */
const auditView = (row: PromoCodeRow) => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  ticketCategoryIds: row.ticketCategoryIds,
  maxUses: row.maxUses,
  maxUsesPerBuyer: row.maxUsesPerBuyer,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  active: row.active,
});

async function withDuplicateCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two writes of one code at once: the unique index decides, with the same answer.
    if (uniqueViolation(error) === 'promo_codes_event_code_unique') throw duplicateCode();
    throw error;
  }
}

async function assertCodeFree(tx: DbOrTx, eventId: string, code: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.eventId, eventId),
        sql`upper(${promoCodes.code}) = ${normalizePromoCode(code)}`,
        exceptId ? ne(promoCodes.id, exceptId) : undefined,
      ),
    );
  if (taken) throw duplicateCode();
}

/** GET /api/events/{id}/promo-codes: the event's codes, oldest first, with their figures. */
export async function listPromoCodes(
  db: DbOrTx,
  eventId: string,
  actor: SaleSetupActor,
): Promise<PromoCode[]> {
  const event = await findManagedSaleEvent(db, eventId, actor);
  const names = categoryNameMap(event);
  return (await promoCodesWithFigures(db, event.id)).map(({ row, figures }) =>
    toPromoCodeDto(row, figures, names),
  );
}

/** POST /api/events/{id}/promo-codes. */
export function createPromoCode(
  db: Database,
  eventId: string,
  body: CreatePromoCodeInput,
  actor: SaleSetupActor,
  now: Date,
): Promise<PromoCode> {
  return withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      const event = await findManagedSaleEvent(tx, eventId, actor);
      assertStillSelling(event, now);
      const ticketCategoryIds = codeCategoryIds(body.ticketCategoryNames, event, 'ticketCategoryNames');
      await assertCodeFree(tx, event.id, body.code);
      const [row] = await tx
        .insert(promoCodes)
        .values({
          eventId: event.id,
          code: body.code,
          kind: body.kind,
          value: storedValue(body.kind, body.value),
          ticketCategoryIds,
          maxUses: body.maxUses,
          maxUsesPerBuyer: body.maxUsesPerBuyer,
          validFrom: body.validFrom ? new Date(body.validFrom) : null,
          validUntil: body.validUntil ? new Date(body.validUntil) : null,
          active: body.active,
          createdBy: actor.id,
        })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'event.promo_code_create',
        targetType: 'event',
        targetId: event.id,
        after: auditView(row!),
      });
      return toPromoCodeDto(row!, NO_FIGURES, categoryNameMap(event));
    }),
  );
}

/**
 * The code of this event, locked until the transaction ends: holds taking a use wait for the write, and those in
 * flight were waited for (they key-share lock it: decision 0042), so its orders read after this are all there are.
 */
async function lockCode(tx: Transaction, eventId: string, codeId: string): Promise<PromoCodeRow> {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, codeId), eq(promoCodes.eventId, eventId)))
    .for('update');
  if (!row) throw codeNotFound();
  return row;
}

/** The terms the code will have after the change, checked together (the body alone may not hold them all). */
function checkMergedTerms(row: PromoCodeRow, changes: Partial<PromoCodeRow>): void {
  const merged = { ...row, ...changes };
  if (merged.validFrom && merged.validUntil && merged.validUntil <= merged.validFrom)
    throw new AppError('VALIDATION_ERROR', msg('The code must end after it starts'), 'validUntil');
  if (merged.maxUses !== null && merged.maxUses < row.uses)
    throw new AppError(
      'VALIDATION_ERROR',
      msg(
        'This code has been used {uses, plural, one {{uses} time} other {{uses} times}}: the limit cannot be lower',
        { uses: row.uses },
      ),
      'maxUses',
    );
  if (merged.maxUses !== null && merged.maxUsesPerBuyer !== null && merged.maxUsesPerBuyer > merged.maxUses)
    throw new AppError(
      'VALIDATION_ERROR',
      msg('A buyer cannot use it more times than it may be used in all'),
      'maxUsesPerBuyer',
    );
}

/** PATCH /api/events/{id}/promo-codes/{codeId}: the fields sent change; a used code keeps its text. */
export function updatePromoCode(
  db: Database,
  eventId: string,
  codeId: string,
  body: UpdatePromoCodeInput,
  actor: SaleSetupActor,
  now: Date,
): Promise<PromoCode> {
  return withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      const event = await findManagedSaleEvent(tx, eventId, actor);
      assertStillSelling(event, now);
      const locked = await lockCode(tx, event.id, codeId);
      // Read once, after the lock: the uses a limit set now starts from, and the figures answered.
      const [read] = await promoCodesWithFigures(tx, event.id, [locked.id]);
      const figures = read?.figures ?? NO_FIGURES;
      const row = { ...locked, uses: countedUses(locked, figures) };
      const changes: Partial<PromoCodeRow> = {};
      if (body.code !== undefined && body.code !== row.code) {
        // Its case may change (it is typed in any case); its letters stay those the bookings were made with.
        if (row.uses > 0 && normalizePromoCode(body.code) !== normalizePromoCode(row.code))
          throw new AppError('CONFLICT', msg('This code has been used, so its text cannot change'), 'code');
        await assertCodeFree(tx, event.id, body.code, row.id);
        changes.code = body.code;
      }
      if (body.kind !== undefined && body.value !== undefined) {
        changes.kind = body.kind;
        changes.value = storedValue(body.kind, body.value);
      }
      if (body.ticketCategoryNames !== undefined)
        changes.ticketCategoryIds = codeCategoryIds(body.ticketCategoryNames, event, 'ticketCategoryNames');
      if (body.maxUses !== undefined) changes.maxUses = body.maxUses;
      if (body.maxUsesPerBuyer !== undefined) changes.maxUsesPerBuyer = body.maxUsesPerBuyer;
      if (body.validFrom !== undefined) changes.validFrom = body.validFrom ? new Date(body.validFrom) : null;
      if (body.validUntil !== undefined)
        changes.validUntil = body.validUntil ? new Date(body.validUntil) : null;
      if (body.active !== undefined) changes.active = body.active;
      checkMergedTerms(row, changes);
      // A limit counts from the uses there are (without one, the row's count was left behind).
      if (row.maxUses === null) changes.uses = row.uses;

      const [updated] = await tx
        .update(promoCodes)
        .set({ ...changes, updatedAt: now })
        .where(eq(promoCodes.id, row.id))
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'event.promo_code_update',
        targetType: 'event',
        targetId: event.id,
        before: auditView(row),
        after: auditView(updated!),
      });
      return toPromoCodeDto(updated!, figures, categoryNameMap(event));
    }),
  );
}

/** DELETE /api/events/{id}/promo-codes/{codeId}: only a code nobody has used (a used one is switched off). */
export async function deletePromoCode(
  db: Database,
  eventId: string,
  codeId: string,
  actor: SaleSetupActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await findManagedSaleEvent(tx, eventId, actor);
    const row = await lockCode(tx, event.id, codeId);
    // Locked, no hold can take a use meanwhile; a payment released since keeps its reference (and the code). Any use
    // of a code without a limit is such a reference.
    if (row.uses > 0 || (await isPromoCodeReferenced(tx, row.id)))
      throw new AppError('IN_USE', msg('This code has been used: switch it off instead'));
    await tx.delete(promoCodes).where(eq(promoCodes.id, row.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'event.promo_code_delete',
      targetType: 'event',
      targetId: event.id,
      before: auditView(row),
    });
  });
}
