/** An event is past when its date is before now; cancelled events stay cancelled. */
export function isPastEvent(eventDate: Date | string, now: Date): boolean {
  return new Date(eventDate).getTime() < now.getTime();
}

export function isUpcomingEvent(event: { date: Date | string; cancelled: boolean }, now: Date): boolean {
  return !event.cancelled && !isPastEvent(event.date, now);
}
