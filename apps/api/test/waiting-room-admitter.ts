// One admission step of a room in a process of its own, for the test that kills that process mid-way:
// node --import tsx waiting-room-admitter.ts <database url> <event id> [<redis url>: the room's line is in Redis]
import { Redis } from 'ioredis';
import { openDatabase } from '../src/db/client';
import { postgresQueueLine } from '../src/modules/waiting-room/queue-line';
import { redisQueueLine } from '../src/modules/waiting-room/queue-line-redis';
import { admitNextNumbers } from '../src/modules/waiting-room/waiting-room-admission';

const [url, eventId, redisUrl] = process.argv.slice(2);
const { db, close } = await openDatabase({ kind: 'postgres', url: url!, poolSize: 1 });
const redis = redisUrl ? new Redis(redisUrl) : null;
const line = redis ? redisQueueLine(redis) : postgresQueueLine;
await admitNextNumbers(db, eventId!, new Date(), { maxAdmitPerSecond: 500, intervalSeconds: 1 }, line);
redis?.disconnect();
await close();
