import type { DbOrTx } from '../db/client';
import { taxProfiles } from '../db/schema/tax-documents';

/**
 * Priya is registered for GST in Maharashtra: her Mumbai events' invoices carry CGST and SGST, her other states'
 * IGST. Rohan is not registered: his bookings get bills of supply. (27AAPFU0939F1ZV is the GST portal's sample GSTIN.)
 */
export async function insertDemoTaxProfiles(tx: DbOrTx, userIdByKey: Map<string, string>, now: Date) {
  await tx.insert(taxProfiles).values({
    userId: userIdByKey.get('priya')!,
    legalName: 'Priya Sharma Live Events LLP',
    gstin: '27AAPFU0939F1ZV',
    address: '4th Floor, Kala Ghoda Arts Precinct, Fort, Mumbai 400001',
    stateCode: '27',
    invoicePrefix: 'PSL',
    sac: '999692',
    updatedAt: now,
  });
}
