import { DEFAULT_INVOICE_PREFIX, type TaxProfile, type TaxProfileBodySchema } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { taxProfiles } from '../../db/schema/tax-documents';

/** The organizer's tax profile, or what a new one starts from: their name, no GSTIN, the default prefix and SAC. */
export async function findTaxProfile(
  db: DbOrTx,
  user: { id: string; name: string },
  defaultSac: string,
): Promise<TaxProfile> {
  const [profile] = await db.select().from(taxProfiles).where(eq(taxProfiles.userId, user.id));
  if (!profile) {
    return {
      saved: false,
      legalName: user.name,
      gstin: null,
      address: '',
      stateCode: null,
      invoicePrefix: DEFAULT_INVOICE_PREFIX,
      sac: defaultSac,
    };
  }
  return {
    saved: true,
    legalName: profile.legalName,
    gstin: profile.gstin,
    address: profile.address,
    stateCode: profile.stateCode,
    invoicePrefix: profile.invoicePrefix,
    sac: profile.sac,
  };
}

/**
 * Saves it. Documents already issued keep what they printed (they are frozen); the next ones use this. A prefix
 * changed mid-year continues the year's serials, so numbers stay unique and consecutive.
 */
export async function saveTaxProfile(
  db: DbOrTx,
  userId: string,
  body: z.output<typeof TaxProfileBodySchema>,
  now: Date,
): Promise<TaxProfile> {
  const values = { ...body, updatedAt: now };
  await db
    .insert(taxProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: taxProfiles.userId, set: values });
  return { saved: true, ...body };
}
