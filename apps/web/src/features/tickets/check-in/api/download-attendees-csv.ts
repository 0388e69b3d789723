import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadUrl } from '@/lib/qr-code';

/** GET /bookings/event/{id}/attendees.csv with the bearer token: the attendee list as a spreadsheet. */
export function getAttendeesCsv(eventId: string): Promise<Blob> {
  return apiRequest<Blob>(`/bookings/event/${encodeURIComponent(eventId)}/attendees.csv`, {
    headers: { Accept: 'text/csv' },
    responseType: 'blob',
  });
}

/** 'attendees-sunset-jazz-on-the-lawns.csv' */
export function attendeesCsvFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `attendees-${slug || 'event'}.csv`;
}

/** Fetches the CSV (the link needs the token, so it cannot be a plain href) and saves it under a readable name. */
export async function downloadAttendeesCsv({ eventId, title }: { eventId: string; title: string }) {
  const blob = await getAttendeesCsv(eventId);
  const url = URL.createObjectURL(blob);
  try {
    downloadUrl(url, attendeesCsvFileName(title));
  } finally {
    // The click has started the download; the browser keeps its own copy.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadAttendeesCsv() {
  return useMutation({ mutationFn: downloadAttendeesCsv });
}
