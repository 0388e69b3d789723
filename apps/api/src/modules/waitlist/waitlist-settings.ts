import { DEFAULT_OFFER_HOURS } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { waitlistSettings } from '../../db/schema/waitlist';

export interface WaitlistSettings {
  enabled: boolean;
  offerHours: number;
}

/** An event's waitlist settings: on, offers held DEFAULT_OFFER_HOURS, until its organizer says otherwise. */
export async function readWaitlistSettings(db: DbOrTx, eventId: string): Promise<WaitlistSettings> {
  const [row] = await db
    .select({ enabled: waitlistSettings.enabled, offerHours: waitlistSettings.offerHours })
    .from(waitlistSettings)
    .where(eq(waitlistSettings.eventId, eventId));
  return row ?? { enabled: true, offerHours: DEFAULT_OFFER_HOURS };
}

/** Saves an event's settings, in the caller's transaction. */
export async function writeWaitlistSettings(
  tx: DbOrTx,
  eventId: string,
  settings: WaitlistSettings,
  now: Date,
): Promise<void> {
  await tx
    .insert(waitlistSettings)
    .values({ eventId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: waitlistSettings.eventId, set: { ...settings, updatedAt: now } });
}
