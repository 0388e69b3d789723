import type { DbOrTx } from '../../db/client';
import { msg } from '../../i18n/message';
import {
  assertRunsSale,
  categoryIdsOfNames,
  findSaleSetupEvent,
  type SaleSetupActor,
  type SaleSetupEvent,
} from '../events/sale-setup-event';

/** The event, if the actor runs it (its organizer, or an admin): 404 when there is none, 403 when not theirs. */
export async function findManagedSaleEvent(
  db: DbOrTx,
  eventId: string,
  actor: SaleSetupActor,
): Promise<SaleSetupEvent> {
  const event = await findSaleSetupEvent(db, eventId);
  assertRunsSale(event, actor, msg("Only the event's organizer or an admin can manage its promo codes"));
  return event;
}

/** A code's ticket categories by name; none named means it covers every ticket. */
export const codeCategoryIds = (names: string[] | null, event: SaleSetupEvent, field: string) =>
  categoryIdsOfNames(names, event, field, {
    noCategories: msg('This event has no ticket categories: leave the categories out to cover every ticket'),
    noneChosen: msg('Choose at least one ticket category, or none to cover every ticket'),
  });
