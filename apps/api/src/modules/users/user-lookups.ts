import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

/** How a person is named to an admin or an organizer: their name and e-mail. */
export interface PersonName {
  id: string;
  name: string;
  email: string;
}

/** One person's name and e-mail, or null when there is no such account. */
export async function findPersonName(db: DbOrTx, userId: string): Promise<PersonName | null> {
  const [person] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return person ?? null;
}
