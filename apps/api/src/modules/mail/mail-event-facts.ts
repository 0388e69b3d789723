import { events } from '../../db/schema/events';
import type { MailEvent } from './mail-payloads';

// The event a mail is about: the columns every mail reads of it, and how they go into its payload.

export const eventColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  venueName: events.venueName,
  venueAddress: events.venueAddress,
  city: events.city,
};

export type EventFacts = {
  id: string;
  title: string;
  date: Date;
  venueName: string;
  venueAddress: string | null;
  city: string;
};

export function mailEvent(event: EventFacts): MailEvent {
  return { ...event, date: event.date.toISOString() };
}
