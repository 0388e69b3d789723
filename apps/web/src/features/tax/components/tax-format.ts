import { paiseToRupees } from '@ticketmela/domain';
import { domainText } from '@/i18n/domain-text';
import { formatInrWithPaise } from '@/lib/format';

/** Paise as documents print them: '₹1,180.00'. */
export function formatPaise(paise: number): string {
  return formatInrWithPaise(paiseToRupees(paise));
}

/** A rate in basis points as a percentage: 1800 -> '18%', 250 -> '2.5%'. */
export function formatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
}

/** 'Maharashtra (27)': a state as place of supply is written (its name in the current language). */
export function stateLabel(state: { code: string; name: string }): string {
  return `${domainText(state.name)} (${state.code})`;
}

/** The month (YYYY-MM) a moment falls in, in India's time: the Tax page opens on the current one. */
export function indiaMonthOf(moment: Date): string {
  const india = new Date(moment.getTime() + 330 * 60_000);
  return `${india.getUTCFullYear()}-${String(india.getUTCMonth() + 1).padStart(2, '0')}`;
}
