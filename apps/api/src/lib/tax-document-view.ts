import type { Locale, TaxDocument } from '@ticketmela/domain';
import type { DocumentWords } from './tax-document-text';

/** What every part of a tax document's PDF is drawn from: the document and the language it is written in. */
export interface DocumentView {
  document: TaxDocument;
  /** The document's title in its language ('Tax Invoice', 'टैक्स इनवॉइस'). */
  title: string;
  t: DocumentWords;
  locale: Locale;
}
