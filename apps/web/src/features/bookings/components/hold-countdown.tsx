import { Trans } from '@lingui/react/macro';
import Clock from 'lucide-react/icons/clock';
import { useEffect, useState } from 'react';

/** The current time, ticking every second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/** '9:41' for a checkout's minutes; '11:59:58' for a waitlist offer's hours. */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const minutesAndSeconds = (minutes: number) => `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
  if (seconds < 3600) return minutesAndSeconds(Math.floor(seconds / 60));
  const hours = Math.floor(seconds / 3600);
  return `${hours}:${minutesAndSeconds(Math.floor((seconds % 3600) / 60)).padStart(5, '0')}`;
}

/** 'Your seats are held for 9:41'. */
export function HoldCountdown({ remaining }: { remaining: number }) {
  const time = formatCountdown(remaining);
  return (
    <p className="flex items-center gap-2 text-sm text-gray-700">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <Trans>
          Your seats are held for <span className="font-semibold tabular-nums">{time}</span>
        </Trans>
      </span>
    </p>
  );
}
