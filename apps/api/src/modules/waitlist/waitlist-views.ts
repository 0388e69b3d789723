import type { EventWaitlist, ManagedWaitlist, WaitlistLineSummary } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import { findEventStanding } from '../events/event-lookups';
import { toManagedEntryDto, toWaitlistEntryDto } from './waitlist.serializer';
import { entriesOfEvent, entriesOfPerson, lineCounts } from './waitlist-reads';
import { readWaitlistSettings } from './waitlist-settings';

/** An event's waitlist as the event page shows it: who waits per line, and the caller's own places (signed in). */
export async function eventWaitlistView(
  db: DbOrTx,
  eventId: string,
  viewerId: string | null,
): Promise<EventWaitlist> {
  const event = await findEventStanding(db, eventId);
  if (!event) throw notFound(msg('Event not found'));
  const [settings, counts, mine] = await Promise.all([
    readWaitlistSettings(db, eventId),
    lineCounts(db, eventId, true),
    viewerId ? entriesOfPerson(db, viewerId, eventId) : Promise.resolve([]),
  ]);
  return {
    enabled: settings.enabled,
    offerHours: settings.offerHours,
    lines: counts.map((line) => ({
      categoryName: line.categoryName,
      waiting: line.entries,
      waitingTickets: line.tickets,
    })),
    myEntries: mine.map(toWaitlistEntryDto),
  };
}

const emptyLine = (categoryName: string | null): WaitlistLineSummary => ({
  categoryName,
  waiting: 0,
  waitingTickets: 0,
  offered: 0,
  offeredTickets: 0,
  converted: 0,
  convertedTickets: 0,
  expired: 0,
  declined: 0,
  left: 0,
});

/** The organizer's view: settings, each line's counts by state, and the entries (the caller checked who may see it). */
export async function managedWaitlistView(db: DbOrTx, eventId: string): Promise<ManagedWaitlist> {
  const event = await findEventStanding(db, eventId);
  if (!event) throw notFound(msg('Event not found'));
  const [settings, counts, entries] = await Promise.all([
    readWaitlistSettings(db, eventId),
    lineCounts(db, eventId, false),
    entriesOfEvent(db, eventId),
  ]);
  const lines = new Map<string | null, WaitlistLineSummary>();
  for (const count of counts) {
    const line = lines.get(count.categoryName) ?? emptyLine(count.categoryName);
    switch (count.status) {
      case 'waiting':
        line.waiting += count.entries;
        line.waitingTickets += count.tickets;
        break;
      case 'offered':
        line.offered += count.entries;
        line.offeredTickets += count.tickets;
        break;
      case 'converted':
        line.converted += count.entries;
        line.convertedTickets += count.tickets;
        break;
      case 'expired':
      case 'declined':
      case 'left':
        line[count.status] += count.entries;
        break;
    }
    lines.set(count.categoryName, line);
  }
  return {
    eventId: event.id,
    eventTitle: event.title,
    enabled: settings.enabled,
    offerHours: settings.offerHours,
    lines: [...lines.values()].sort((a, b) => (a.categoryName ?? '').localeCompare(b.categoryName ?? '')),
    entries: entries.map(toManagedEntryDto),
  };
}
