import toast from 'react-hot-toast';
import { isApiError } from '@/lib/api-client';

/**
 * A failure toast with the spec's fixed text ('Failed to delete category', ...) and, beneath it, the server's own
 * reason when it gave one ('Cannot delete category with existing events'), so the admin knows what to do next.
 */
export function toastFailure(text: string, error: unknown, id?: string): void {
  const reason = isApiError(error) && (error.fromServer || error.isNetworkError) ? error.message : null;
  toast.error(
    reason && reason !== text ? (
      <span className="block">
        <span className="block font-semibold">{text}</span>
        <span className="mt-0.5 block text-sm">{reason}</span>
      </span>
    ) : (
      text
    ),
    id ? { id } : undefined,
  );
}
