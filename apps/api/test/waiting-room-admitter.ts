// One admission step of a room in a process of its own, for the test that kills that process mid-way:
// node --import tsx waiting-room-admitter.ts <database url> <event id>
import { openDatabase } from '../src/db/client';
import { admitNextNumbers } from '../src/modules/waiting-room/waiting-room-admission';

const [url, eventId] = process.argv.slice(2);
const { db, close } = await openDatabase({ kind: 'postgres', url: url!, poolSize: 1 });
await admitNextNumbers(db, eventId!, new Date(), { maxAdmitPerSecond: 500, intervalSeconds: 1 });
await close();
