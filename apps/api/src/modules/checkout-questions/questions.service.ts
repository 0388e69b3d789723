import type { Question, QuestionListBodySchema } from '@ticketmela/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client';
import { type CheckoutQuestionRow, checkoutQuestions } from '../../db/schema/checkout-questions';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import {
  categoryNameMap,
  findSaleSetupEvent,
  type SaleSetupActor,
  type SaleSetupEvent,
} from '../events/sale-setup-event';
import { assertWritesQuestions, questionCategoryIds } from './question-event';
import { questionFromRow } from './question-rows';

// An event's checkout questions (decision 0042): anyone reads them (the checkout asks them); its organizer or an
// admin writes the whole list at once. A question left out is retired, never deleted: answers keep what was asked.

export type QuestionListInput = z.output<typeof QuestionListBodySchema>;

function activeRows(db: DbOrTx, eventId: string) {
  return db
    .select()
    .from(checkoutQuestions)
    .where(and(eq(checkoutQuestions.eventId, eventId), isNull(checkoutQuestions.retiredAt)))
    .orderBy(asc(checkoutQuestions.position), asc(checkoutQuestions.createdAt));
}

const toQuestions = (rows: CheckoutQuestionRow[], event: SaleSetupEvent): Question[] => {
  const names = categoryNameMap(event);
  return rows.map((row) => questionFromRow(row, names));
};

/** GET /api/events/{id}/questions: the questions asked now, in order. */
export async function listQuestions(db: DbOrTx, eventId: string): Promise<Question[]> {
  const event = await findSaleSetupEvent(db, eventId);
  return toQuestions(await activeRows(db, event.id), event);
}

/**
 * Every question the event has asked, retired ones too (answers to them remain), with its current label: the ones
 * asked now in their order, then the retired ones from the first retired. The attendee CSV's question columns.
 */
export function everyQuestionAsked(db: DbOrTx, eventId: string): Promise<{ id: string; label: string }[]> {
  return db
    .select({ id: checkoutQuestions.id, label: checkoutQuestions.label })
    .from(checkoutQuestions)
    .where(eq(checkoutQuestions.eventId, eventId))
    .orderBy(
      sql`${checkoutQuestions.retiredAt} asc nulls first`,
      asc(checkoutQuestions.position),
      asc(checkoutQuestions.createdAt),
    );
}

/** What the audit log keeps of a question. */
const auditView = (row: Pick<CheckoutQuestionRow, 'id' | 'label' | 'kind' | 'required' | 'scope'>) => ({
  id: row.id,
  label: row.label,
  kind: row.kind,
  required: row.required,
  scope: row.scope,
});

/**
 * PUT /api/events/{id}/questions, in one transaction: each item with an `_id` rewrites that question (one of the
 * event's current ones), each without inserts one, the positions follow the list, and the current questions left out
 * are retired.
 */
export async function saveQuestions(
  db: Database,
  eventId: string,
  body: QuestionListInput,
  actor: SaleSetupActor,
  now: Date,
): Promise<Question[]> {
  return db.transaction(async (tx) => {
    const event = await findSaleSetupEvent(tx, eventId);
    assertWritesQuestions(event, actor, now);
    // Two saves of one list run one after the other, the second seeing what the first left (an event without
    // questions yet has no row to lock).
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`checkout-questions:${event.id}`}, 0))`,
    );
    const current = await tx
      .select()
      .from(checkoutQuestions)
      .where(and(eq(checkoutQuestions.eventId, event.id), isNull(checkoutQuestions.retiredAt)));
    const currentById = new Map(current.map((row) => [row.id, row]));

    const kept = new Set<string>();
    const writes = body.questions.map((question, index) => {
      if (question._id !== undefined) {
        if (!currentById.has(question._id) || kept.has(question._id))
          throw new AppError(
            'VALIDATION_ERROR',
            kept.has(question._id)
              ? msg('A question appears twice in the list')
              : msg("This is not one of the event's current questions"),
            `questions.${index}._id`,
          );
        kept.add(question._id);
      }
      return {
        id: question._id,
        fields: {
          position: index,
          label: question.label,
          kind: question.kind,
          options: question.options,
          required: question.required,
          scope: question.scope,
          ticketCategoryIds: questionCategoryIds(
            question.ticketCategoryNames,
            event,
            `questions.${index}.ticketCategoryNames`,
          ),
        },
      };
    });

    const retired = current.filter((row) => !kept.has(row.id));
    for (const row of retired)
      await tx
        .update(checkoutQuestions)
        .set({ retiredAt: now, updatedAt: now })
        .where(eq(checkoutQuestions.id, row.id));
    for (const write of writes) {
      if (write.id !== undefined)
        await tx
          .update(checkoutQuestions)
          .set({ ...write.fields, updatedAt: now })
          .where(eq(checkoutQuestions.id, write.id));
      else
        await tx
          .insert(checkoutQuestions)
          .values({ ...write.fields, eventId: event.id, createdAt: now, updatedAt: now });
    }

    const saved = await activeRows(tx, event.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'event.questions_save',
      targetType: 'event',
      targetId: event.id,
      before: current.map(auditView),
      after: saved.map(auditView),
    });
    return toQuestions(saved, event);
  });
}
