import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_REFUND_TIERS,
  type Event,
  REFUND_TIER_LABELS,
  type RefundTier,
  type RefundTiers,
  refundBand,
  refundPercentage,
  refundTier,
} from '@ticketmela/domain';
import ReceiptIndianRupee from 'lucide-react/icons/receipt-indian-rupee';
import { cn } from '@/lib/cn';
import { DetailSection } from './detail-section';

/** The tiers' names as the domain words them (REFUND_TIER_LABELS), as messages. */
const TIER_NAMES: Record<RefundTier, MessageDescriptor> = {
  sevenDaysOrMore: msg`7 or more days before the event`,
  oneToDays: msg`1 to 7 days before the event`,
  lessThanDay: msg`Less than 24 hours before the event`,
};

const bandClasses = {
  green: 'bg-green-100 text-green-800 ring-green-200',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
} as const;

/** The tiers that apply to an event: its custom policy, or the default 100 / 50 / 0. */
export function refundTiersOf(
  event: Pick<Event, 'useDefaultRefundPolicy' | 'customRefundPolicy'>,
): RefundTiers {
  if (event.useDefaultRefundPolicy || !event.customRefundPolicy) return DEFAULT_REFUND_TIERS;
  const { sevenDaysOrMore, oneToDays, lessThanDay } = event.customRefundPolicy;
  return { sevenDaysOrMore, oneToDays, lessThanDay };
}

/** 'Cancellation & Refund Policy': the three tiers, coloured by band, with the one that applies now marked. */
export function RefundPolicy({ event, now }: { event: Event; now: Date }) {
  const { t, i18n } = useLingui();
  const tiers = refundTiersOf(event);
  const eventDate = new Date(event.date);
  const current = refundTier(eventDate, now);
  const currentPercentage = refundPercentage(tiers, eventDate, now);
  const custom = !event.useDefaultRefundPolicy && event.customRefundPolicy;

  return (
    <DetailSection
      title={t`Cancellation & Refund Policy`}
      name="cancellation-refund-policy"
      icon={<ReceiptIndianRupee aria-hidden="true" className="size-5" />}
    >
      <p className="text-gray-700">
        {custom ? (
          <Trans>
            The organiser has set this policy for the event. If you cancel a booking now, you get{' '}
            <strong className="font-semibold text-gray-900">{currentPercentage}%</strong> of the ticket price
            back.
          </Trans>
        ) : (
          <Trans>
            This event follows the standard policy. If you cancel a booking now, you get{' '}
            <strong className="font-semibold text-gray-900">{currentPercentage}%</strong> of the ticket price
            back.
          </Trans>
        )}
      </p>
      <ul className="mt-4 space-y-3">
        {REFUND_TIER_LABELS.map(({ tier }) => {
          const percentage = tiers[tier];
          const isCurrent = tier === current;
          return (
            <li
              key={tier}
              aria-current={isCurrent ? 'true' : undefined}
              className={cn(
                'flex items-center justify-between gap-4 rounded-xl p-4 ring-1 ring-inset',
                isCurrent ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-gray-200',
              )}
            >
              <div className="min-w-0">
                <p className="font-medium text-gray-900">{i18n._(TIER_NAMES[tier])}</p>
                {isCurrent ? (
                  <p className="mt-0.5 text-sm font-semibold text-brand-800">
                    <Trans>Applies if you cancel now</Trans>
                  </p>
                ) : null}
              </div>
              <span
                className={cn(
                  'shrink-0 rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset',
                  bandClasses[refundBand(percentage)],
                )}
              >
                <Trans>{percentage}% refund</Trans>
              </span>
            </li>
          );
        })}
      </ul>
      {custom && event.customRefundPolicy?.description ? (
        <p className="mt-4 rounded-xl bg-stone-50 p-4 text-sm text-gray-800 ring-1 ring-gray-200 ring-inset">
          {event.customRefundPolicy.description}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-gray-700">
        <Trans>
          Refunds go back to the UPI account or card you paid with and appear in 5-10 business days.
        </Trans>
      </p>
    </DetailSection>
  );
}
