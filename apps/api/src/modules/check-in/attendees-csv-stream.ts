import type { KeysetCursor } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { CSV_BYTE_ORDER_MARK, csvLine } from '../../lib/csv';
import { everyQuestionAsked } from '../checkout-questions/questions.service';
import { attendeesCsvHeader, attendeesCsvLines } from './attendees.csv';
import { readAttendeePage } from './attendees.service';

/** Bookings read per query while the file is written. */
const CSV_PAGE = 500;

/**
 * The attendee CSV as it is written: the header, then a page of bookings at a time, newest first (decision 0046). The
 * API holds one page, never the whole file, and the first bytes leave before the last page is read. A booking made
 * while the file is written is newer than the pages still to come, so it is in neither (no booking twice). The
 * question columns are every question the event asked, retired ones too, by their current label.
 */
export async function* attendeesCsvChunks(
  db: DbOrTx,
  event: Parameters<typeof readAttendeePage>[1],
): AsyncGenerator<string> {
  const columns = await everyQuestionAsked(db, event.id);
  yield CSV_BYTE_ORDER_MARK + csvLine(attendeesCsvHeader(columns));
  let after: KeysetCursor | undefined;
  for (;;) {
    const page = await readAttendeePage(db, event, { limit: CSV_PAGE, after });
    if (page.attendees.length > 0) yield attendeesCsvLines(page.attendees, columns);
    if (!page.nextCursor) return;
    after = page.nextCursor;
  }
}
