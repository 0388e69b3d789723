import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/users';

/**
 * The demo accounts: an admin, the two organizers whose events make the demo catalogue and the two attendees
 * who booked some of them, all verified and with one password, printed at start-up.
 */

export const DEMO_PASSWORD = 'Password@123';

export interface SeededAccount {
  role: 'admin' | 'organizer' | 'user';
  email: string;
  name: string;
}

export type DemoAccountKey = 'admin' | 'priya' | 'rohan' | 'ananya' | 'vikram';

export const DEMO_ACCOUNTS: (SeededAccount & { key: DemoAccountKey; phone: string })[] = [
  { key: 'admin', role: 'admin', name: 'Aarav Admin', email: 'admin@ticketmela.in', phone: '9876500001' },
  {
    key: 'priya',
    role: 'organizer',
    name: 'Priya Sharma',
    email: 'priya@ticketmela.in',
    phone: '9876500002',
  },
  { key: 'rohan', role: 'organizer', name: 'Rohan Mehta', email: 'rohan@ticketmela.in', phone: '9876500003' },
  { key: 'ananya', role: 'user', name: 'Ananya Iyer', email: 'ananya@ticketmela.in', phone: '9876500004' },
  { key: 'vikram', role: 'user', name: 'Vikram Singh', email: 'vikram@ticketmela.in', phone: '9876500005' },
];

/**
 * Writes the demo accounts in the seed's transaction, with the password hashes made before it (one per account,
 * in DEMO_ACCOUNTS' order); returns each account's id by its key.
 */
export async function insertDemoUsers(
  tx: DbOrTx,
  options: { passwordHashes: string[]; now: Date },
): Promise<Map<DemoAccountKey, string>> {
  const insertedUsers = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account, i) => ({
        name: account.name,
        email: account.email,
        phone: account.phone,
        role: account.role,
        passwordHash: options.passwordHashes[i]!,
        isVerified: true,
        createdAt: options.now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(
    DEMO_ACCOUNTS.map((account) => [account.key, insertedUsers.find((u) => u.email === account.email)!.id]),
  );
}
