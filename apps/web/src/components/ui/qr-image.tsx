import { Trans, useLingui } from '@lingui/react/macro';
import QrCode from 'lucide-react/icons/qr-code';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { qrCodePngDataUrl } from '@/lib/qr-code';

type QrState = { text: string; url: string | null; failed: boolean };

/** The PNG data URL of a QR code for `text`, drawn lazily; null while it is drawn or when drawing failed. */
export function useQrCodeUrl(text: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<QrState>({ text, url: null, failed: false });

  useEffect(() => {
    let active = true;
    qrCodePngDataUrl(text).then(
      (url) => {
        if (active) setState({ text, url, failed: false });
      },
      (error: unknown) => {
        console.error('Failed to draw the QR code', error);
        if (active) setState({ text, url: null, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [text]);

  // A new text shows the placeholder until its own code is drawn, never the previous code.
  return state.text === text ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}

/**
 * A QR code drawn in the browser from the text it encodes. `label` is its accessible name ("QR code for ticket
 * TKT-..."); the square keeps its size while the code is drawn, so nothing shifts.
 */
export function QrImage({ text, label, className }: { text: string; label: string; className?: string }) {
  const { t } = useLingui();
  const { url, failed } = useQrCodeUrl(text);

  return (
    <div className={cn('aspect-square overflow-hidden rounded-xl bg-white ring-1 ring-gray-200', className)}>
      {url ? (
        <img src={url} alt={label} width={512} height={512} className="size-full" />
      ) : failed ? (
        <div
          role="img"
          aria-label={t`${label} (could not be drawn)`}
          className="flex size-full flex-col items-center justify-center gap-2 p-3 text-center text-xs text-gray-700"
        >
          <QrCode aria-hidden="true" className="size-8 text-gray-500" />
          <Trans>QR code unavailable. Please reload the page.</Trans>
        </div>
      ) : (
        <div role="img" aria-label={t`${label} (loading)`} className="size-full animate-pulse bg-gray-100" />
      )}
    </div>
  );
}
