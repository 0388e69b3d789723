/** Query keys of the reports feature; what a user reported is scoped by event, then by user id. */
export const reportKeys = {
  /** Every user's answer for the event (there is one: the cache is cleared at sign-out). */
  mineForEvent: (eventId: string) => ['reports', 'event', eventId, 'mine'] as const,
  mine: (userId: string, eventId: string) => [...reportKeys.mineForEvent(eventId), userId] as const,
};
