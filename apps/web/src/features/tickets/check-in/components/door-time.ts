import { INDIA_TIME_ZONE } from '@ticketmela/domain';

const clock = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '19:05': the door's times (list refreshed, scans) in India time, as the rest of the site shows times. */
export function doorTime(iso: string): string {
  return clock.format(new Date(iso));
}
