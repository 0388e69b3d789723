import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/cn';

export type DashboardTab = 'upcoming' | 'past';

export const DASHBOARD_TABS: { id: DashboardTab; label: MessageDescriptor }[] = [
  { id: 'upcoming', label: msg`Upcoming Events` },
  { id: 'past', label: msg`Past Events` },
];

/**
 * The dashboard's Upcoming and Past tabs, each with its number of events once the list is known; the arrow keys,
 * Home and End move between them. Each tab controls the panel `organizer-panel-<tab>`.
 */
export function DashboardTabList({
  tab,
  counts,
  onSelect,
}: {
  tab: DashboardTab;
  /** Events per tab; null while the list is unknown. */
  counts: Record<DashboardTab, number> | null;
  onSelect: (next: DashboardTab) => void;
}) {
  const { t, i18n } = useLingui();
  const tabRefs = useRef<Record<DashboardTab, HTMLButtonElement | null>>({ upcoming: null, past: null });

  function selectTab(next: DashboardTab, focus = false) {
    onSelect(next);
    if (focus) tabRefs.current[next]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = DASHBOARD_TABS.findIndex((item) => item.id === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % DASHBOARD_TABS.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + DASHBOARD_TABS.length) % DASHBOARD_TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = DASHBOARD_TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    selectTab(DASHBOARD_TABS[next]!.id, true);
  }

  return (
    <div role="tablist" aria-label={t`Your events`} className="flex gap-1 border-b border-gray-200">
      {DASHBOARD_TABS.map((item) => {
        const selected = item.id === tab;
        return (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[item.id] = element;
            }}
            type="button"
            role="tab"
            id={`organizer-tab-${item.id}`}
            aria-selected={selected}
            aria-controls={`organizer-panel-${item.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => selectTab(item.id)}
            onKeyDown={onTabKeyDown}
            className={cn(
              '-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold transition-colors sm:px-4 sm:text-base',
              selected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900',
            )}
          >
            {i18n._(item.label)}
            {counts ? (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs',
                  selected ? 'bg-brand-100 text-brand-900' : 'bg-gray-100 text-gray-700',
                )}
              >
                {counts[item.id]}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
