import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { countdownParts } from './server-clock';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Days, hours, minutes and seconds until the sale opens, in four boxes of fixed width (the digits are tabular), so
 * nothing moves as they count down. A timer is not announced as it changes: the on-sale time is said in words beside
 * it. Before the clock runs (the page the server draws) the boxes show dashes.
 */
export function OnSaleCountdown({
  onSaleAt,
  serverNow,
  className,
}: {
  onSaleAt: string;
  serverNow: number | null;
  className?: string;
}) {
  const { t } = useLingui();
  const parts = serverNow === null ? null : countdownParts(Date.parse(onSaleAt) - serverNow);
  const units = [
    { key: 'days', value: parts?.days, label: t`Days` },
    { key: 'hours', value: parts?.hours, label: t`Hours` },
    { key: 'minutes', value: parts?.minutes, label: t`Minutes` },
    { key: 'seconds', value: parts?.seconds, label: t`Seconds` },
  ];
  return (
    <div
      role="timer"
      aria-label={t`Time until tickets go on sale`}
      className={cn('grid grid-cols-4 gap-2', className)}
    >
      {units.map((unit) => (
        <div
          key={unit.key}
          className="flex min-w-0 flex-col items-center rounded-xl bg-night-900 px-1 py-2.5 text-white"
        >
          <span className="text-2xl leading-none font-extrabold tabular-nums sm:text-3xl">
            {unit.value === undefined ? '--' : twoDigits(unit.value)}
          </span>
          <span className="mt-1.5 max-w-full truncate text-xs text-night-100">{unit.label}</span>
        </div>
      ))}
    </div>
  );
}
