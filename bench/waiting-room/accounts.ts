/**
 * The waiting-room bench's people: an organizer and `count` buyers, each with a session token signed with the bench
 * APIs' secret, as flash-sale/sale-setup.ts's seedBuyers makes them. Its one multi-row insert binds two parameters a
 * buyer, and PostgreSQL takes at most 65,535 a statement, so 50,000 joiners are inserted here in one
 * `insert ... select` from generate_series instead (as bench/waiting-room-draw.ts does).
 */
import type pg from 'pg';
import { signSessionToken } from '../../apps/api/src/lib/tokens';

export interface Buyer {
  id: string;
  token: string;
}

export async function seedPeople(pool: pg.Pool, count: number, jwtSecret: string) {
  const organizer = await pool.query<{ id: string }>(`insert into users (name, email, role)
    values ('Bench Organizer', 'organizer@bench.example.com', 'organizer') returning id`);
  const organizerId = organizer.rows[0]!.id;
  const rows = await pool.query<{ id: string }>(
    `insert into users (name, email)
    select 'Joiner ' || g, 'joiner' || g || '@bench.example.com' from generate_series(1, $1::int) g
    returning id`,
    [count],
  );
  const buyers: Buyer[] = await Promise.all(
    rows.rows.map(async (row) => ({
      id: row.id,
      token: await signSessionToken({ sub: row.id, role: 'user' }, jwtSecret, '2h'),
    })),
  );
  const organizerToken = await signSessionToken({ sub: organizerId, role: 'organizer' }, jwtSecret, '2h');
  return { organizerId, organizerToken, buyers };
}
