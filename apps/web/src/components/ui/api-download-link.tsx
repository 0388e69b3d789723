import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import { apiHref, downloadFromApi } from '@/lib/api-download';

/**
 * A link to a file the API serves to signed-in people only (an invoice's PDF, a CSV): a real `<a href download>`,
 * whose click fetches the file with the bearer token and saves it, since the browser alone would not send it.
 */
export function ApiDownloadLink({
  path,
  fileName,
  failureMessage,
  children,
  ...rest
}: Omit<ComponentProps<'a'>, 'href' | 'download'> & {
  /** The API path ('/tax-documents/{id}/pdf'; apiPathOf turns an address the API gave into one). */
  path: string;
  fileName: string;
  failureMessage?: string;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <a
      {...rest}
      href={apiHref(path)}
      download={fileName}
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        downloadFromApi(path, fileName)
          .catch((failure: unknown) =>
            toast.error(errorMessage(failure, failureMessage ?? t`Download failed. Please try again.`)),
          )
          .finally(() => setBusy(false));
      }}
    >
      {children}
    </a>
  );
}
