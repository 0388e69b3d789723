import { amountInWords, type Locale } from '@ticketmela/domain';
import { ToWords } from 'to-words/hi-IN';

const hindiWords = new ToWords({ converterOptions: { currency: true } });

/**
 * A document's total in words, in its language: 'Rupees One Lakh … Paise Only' (the domain's, as Indian invoices
 * write it), in Hindi 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र' (to-words, which knows the Hindi
 * numbers' own names up to ninety-nine and the lakh and crore; "मात्र" is how Hindi invoices say "only").
 */
export function amountInWordsIn(locale: Locale, paise: number): string {
  if (locale === 'en') return amountInWords(paise);
  return `${hindiWords.convert(paise / 100)} मात्र`;
}
