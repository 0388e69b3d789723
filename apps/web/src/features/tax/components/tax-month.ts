import { i18n } from '@lingui/core';
import { intlTagOf, localeOr, TaxMonthSchema } from '@ticketmela/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { indiaMonthOf } from './tax-format';

// The month a tax report shows: kept in the address, India's current month by default.

/** 'November 2026' for '2026-11' ('नवंबर 2026' in Hindi). */
export function monthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const locale = localeOr(i18n.locale);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)).toLocaleDateString(intlTagOf(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The month in the address (?month=YYYY-MM) when it is one, else the current month in India. */
export function useChosenMonth(): [string, (month: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = useMemo(() => indiaMonthOf(new Date()), []);
  const asked = searchParams.get('month');
  const month = asked && TaxMonthSchema.safeParse(asked).success ? asked : current;
  const setMonth = (next: string) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        updated.set('month', next);
        return updated;
      },
      { replace: true },
    );
  };
  return [month, setMonth];
}
