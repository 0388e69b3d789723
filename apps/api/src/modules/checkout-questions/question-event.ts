import { msg } from '../../i18n/message';
import {
  assertRunsSale,
  assertStillSelling,
  categoryIdsOfNames,
  type SaleSetupActor,
  type SaleSetupEvent,
} from '../events/sale-setup-event';

/** Only the event's organizer or an admin writes its questions, and only for a sale still to come. */
export function assertWritesQuestions(event: SaleSetupEvent, actor: SaleSetupActor, now: Date): void {
  assertRunsSale(
    event,
    actor,
    msg("Only the event's organizer or an admin can change its checkout questions"),
  );
  assertStillSelling(event, now);
}

/** A question's ticket categories by name; none named means it is asked of every ticket. */
export const questionCategoryIds = (names: string[] | null, event: SaleSetupEvent, field: string) =>
  categoryIdsOfNames(names, event, field, {
    noCategories: msg('This event has no ticket categories: leave the categories out to ask every ticket'),
    noneChosen: msg('Choose at least one ticket category, or none to ask every ticket'),
  });
