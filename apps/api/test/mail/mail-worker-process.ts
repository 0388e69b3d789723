/**
 * One mail worker pass in a process of its own, for the test that kills a worker mid-send
 * (mail-delivery.test.ts). Reads the PostgreSQL database, the SMTP server and the clock from its environment.
 */
import { openDatabase } from '../../src/db/client';
import { createSmtpTransport } from '../../src/modules/mail/mail-transport';
import { processDueMails } from '../../src/modules/mail/mail-worker';

const database = await openDatabase({ kind: 'postgres', url: process.env.WORKER_DATABASE_URL!, poolSize: 2 });
const transport = createSmtpTransport({
  smtpUrl: process.env.WORKER_SMTP_URL!,
  from: 'TicketMela <tickets@example.in>',
});
await processDueMails(
  database.db,
  transport,
  { publicUrl: 'https://tickets.example.in' },
  new Date(process.env.WORKER_NOW!),
);
transport.close();
await database.close();
