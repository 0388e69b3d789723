import { type AccessRow, withFallenAccounts } from './access-kinds';
import { ACCOUNT_AND_EVENT_ROWS } from './rows/accounts-and-events';
import { ADMIN_CONSOLE_ROWS } from './rows/admin-console';
import { BUYING_ROWS } from './rows/buying';
import { COMMUNITY_AND_DOOR_ROWS } from './rows/community-and-door';
import { DOCUMENT_WAITLIST_AND_SALE_SETUP_ROWS } from './rows/documents-waitlist-sale-setup';

export type { Access, AccessRow } from './access-kinds';

/**
 * Who may call every API route, against objects owned by attendee A and organizer X (see world.ts).
 * A route the app registers without a row here fails the matrix test, and so does a row for a route
 * that no longer exists.
 */
export const EXPECTED_ACCESS: AccessRow[] = [
  // In the order the rows were always checked: the admin console's deletions come last.
  ...ACCOUNT_AND_EVENT_ROWS,
  ...BUYING_ROWS,
  ...COMMUNITY_AND_DOOR_ROWS,
  ...DOCUMENT_WAITLIST_AND_SALE_SETUP_ROWS,
  ...ADMIN_CONSOLE_ROWS,
].map(withFallenAccounts);
