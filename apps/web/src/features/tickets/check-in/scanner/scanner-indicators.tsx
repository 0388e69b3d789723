import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

const dots = {
  ok: 'bg-green-400',
  bad: 'bg-red-400',
  active: 'animate-pulse bg-marigold-300',
  idle: 'bg-gray-400',
};

function Indicator({ dot, label }: { dot: keyof typeof dots; label: string }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
      <span aria-hidden="true" className={cn('size-2.5 rounded-full', dots[dot])} />
      {label}
    </span>
  );
}

/** The scanner's two indicators: Camera Ready or Unavailable, and Status: Scanning or Standby. */
export function ScannerIndicators({ cameraReady, scanning }: { cameraReady: boolean; scanning: boolean }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center justify-center gap-2">
      <Indicator
        dot={cameraReady ? 'ok' : 'bad'}
        label={cameraReady ? t`Camera Ready` : t`Camera Unavailable`}
      />
      <Indicator
        dot={scanning ? 'active' : 'idle'}
        label={scanning ? t`Status: Scanning` : t`Status: Standby`}
      />
    </div>
  );
}
