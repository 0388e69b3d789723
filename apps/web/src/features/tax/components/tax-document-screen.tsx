import { Trans, useLingui } from '@lingui/react/macro';
import { NotFound } from '@/components/errors/not-found';
import { LoadFailed } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useTaxDocument } from '../api/get-tax-document';
import { TaxDocumentView } from './tax-document-view';

/** None such, or not this person's to see: the server answers 404 (400 for an id that cannot be one). */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);
}

/** /invoices/{id}: the document to print, the app's 404 when there is none to show, else a failed load. */
export function TaxDocumentScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useTaxDocument(id);
  if (query.isSuccess) {
    return <TaxDocumentView document={query.data} />;
  }
  if (query.isError) {
    if (isMissing(query.error)) return <NotFound />;
    return (
      <div className="mx-auto max-w-4xl">
        <title>{t`Document — TicketMela`}</title>
        <LoadFailed title={t`The document could not be loaded.`} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <p role="status" className="sr-only">
        <Trans>Loading the document...</Trans>
      </p>
      <Skeleton className="h-10 w-1/2" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
      <Skeleton className="h-40" />
    </div>
  );
}
