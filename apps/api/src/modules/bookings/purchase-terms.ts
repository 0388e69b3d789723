import type { AppConfig } from '../../config';
import type { GstSettings } from '../invoices/invoice-issue';

/** What a paid booking is made with: the secret its QR is signed with, and the GST rules its invoice is issued by. */
export interface PurchaseTerms {
  qrSecret: string;
  gst: GstSettings;
}

export function purchaseTermsOf(config: Pick<AppConfig, 'qrSecret' | 'gst'>): PurchaseTerms {
  return { qrSecret: config.qrSecret, gst: config.gst };
}
