import { z } from 'zod';
import { ErrorCodeSchema } from './api-error';
import { IdSchema, IsoDateTimeSchema, textInput } from './common';

/**
 * One ticket as the door needs it offline (decision 0024). Only ever stored sealed: readable with the
 * ticket's QR in hand, nowhere else.
 */
export const DoorEntrySchema = z.object({
  bookingId: IdSchema,
  ticketId: z.string(),
  eventId: IdSchema,
  seats: z.number().int().min(1),
  /** The attendee's name. */
  holder: z.string(),
  /** The names on its valid tickets, in order (decision 0042); absent in lists sealed before names were kept. */
  names: z.array(z.string()).optional(),
  /** When the ticket was checked in, as the server knew it when the list was made. */
  checkedInAt: IsoDateTimeSchema.nullable(),
});
export type DoorEntry = z.infer<typeof DoorEntrySchema>;

/** An entry of the door list: lookup key, nonce and AES-GCM ciphertext, each base64url. */
export const SealedDoorEntrySchema = z.object({ k: z.string(), iv: z.string(), c: z.string() });
export type SealedDoorEntry = z.infer<typeof SealedDoorEntrySchema>;

/**
 * GET /api/bookings/event/{id}/door-list: the uncancelled tickets of an event, sealed. A full list
 * (`delta: false`) replaces what the door holds; a delta (`delta: true`, asked with `?since=`) holds only
 * the entries of tickets added or changed since then, to put in by `k`, and the `k` of tickets no longer
 * admissible, to drop. Applying a delta twice, or one overlapping the last, changes nothing more.
 */
export const DoorListSchema = z.object({
  eventId: IdSchema,
  eventTitle: z.string(),
  generatedAt: IsoDateTimeSchema,
  version: z.literal(1),
  delta: z.boolean(),
  removed: z.array(z.string()),
  entries: z.array(SealedDoorEntrySchema),
});
export type DoorList = z.infer<typeof DoorListSchema>;

/** Query of the door-list route: `since` = the `generatedAt` of the list the door holds. */
export const DoorListQuerySchema = z.object({
  since: z.iso
    .datetime({ offset: true, error: 'since must be the generatedAt of a downloaded list (ISO-8601)' })
    .optional(),
});
export type DoorListQuery = z.infer<typeof DoorListQuerySchema>;

/** A door device's own id (random, kept in the browser), named in every scan it makes. */
export const DeviceIdSchema = textInput({
  max: 64,
  required: 'Device id is required',
  tooLong: 'Device id must be at most 64 characters',
});

/** A scan time as the device's clock read it: ISO-8601 with a zone (what `toISOString()` writes). */
const DeviceTimeSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO-8601 date-time' });

/** What the door decided on its own while offline. */
export const LocalVerdictSchema = z.enum(['admitted', 'refused']);
export type LocalVerdict = z.infer<typeof LocalVerdictSchema>;

/** One scan made at a door, queued while offline and uploaded by door-sync. */
export const DoorScanSchema = z.object({
  /** Unique per scan (a v4 UUID made on the device): a retried upload counts once. */
  nonce: z.uuid({ error: 'Invalid scan nonce' }),
  deviceId: DeviceIdSchema,
  scannedAt: DeviceTimeSchema,
  qrData: textInput({
    max: 2000,
    required: 'Please enter QR data or ticket ID.',
    tooLong: 'QR data is too long',
  }),
  localVerdict: LocalVerdictSchema,
});
export type DoorScan = z.infer<typeof DoorScanSchema>;

export const DOOR_SYNC_MAX_SCANS = 500;

/** Body of POST /api/bookings/door-sync: one device's queued scans of one event, in scan order. */
export const DoorSyncBodySchema = z
  .object({
    eventId: IdSchema,
    deviceId: DeviceIdSchema,
    scans: z
      .array(DoorScanSchema)
      .min(1, { error: 'No scans to sync' })
      .max(DOOR_SYNC_MAX_SCANS, { error: `At most ${DOOR_SYNC_MAX_SCANS} scans per upload` }),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.scans.forEach((scan, index) => {
      if (scan.deviceId !== body.deviceId) {
        context.addIssue({
          code: 'custom',
          path: ['scans', index, 'deviceId'],
          message: 'Every scan must come from the uploading device',
        });
      }
      if (seen.has(scan.nonce)) {
        context.addIssue({
          code: 'custom',
          path: ['scans', index, 'nonce'],
          message: 'A scan nonce appears twice in this upload',
        });
      }
      seen.add(scan.nonce);
    });
  });
export type DoorSyncBody = z.infer<typeof DoorSyncBodySchema>;

/**
 * What the server made of one uploaded scan. checked_in: this admission is the ticket's check-in;
 * double_entry: the ticket was already admitted earlier (the earliest admission stands), reported to the
 * organizer; already_synced: this nonce was counted before (a retry, or the online scan itself);
 * refused: admitted offline, but the ticket was not valid (code says why), nothing changed;
 * recorded: the door refused it locally, kept for the record.
 */
export const DoorSyncOutcomeSchema = z.enum([
  'checked_in',
  'double_entry',
  'already_synced',
  'refused',
  'recorded',
]);
export type DoorSyncOutcome = z.infer<typeof DoorSyncOutcomeSchema>;

export const DoorSyncResultSchema = z.object({
  nonce: z.string(),
  outcome: DoorSyncOutcomeSchema,
  code: ErrorCodeSchema.optional(),
  message: z.string().optional(),
  ticketId: z.string().optional(),
  bookingId: IdSchema.optional(),
});
export type DoorSyncResult = z.infer<typeof DoorSyncResultSchema>;

/** Answer of POST /api/bookings/door-sync: one result per scan, in the body's order. */
export const DoorSyncResponseSchema = z.object({ results: z.array(DoorSyncResultSchema) });
export type DoorSyncResponse = z.infer<typeof DoorSyncResponseSchema>;

const AdmissionSchema = z.object({
  at: IsoDateTimeSchema,
  deviceId: z.string().nullable(),
  /** Who was signed in at that door (null when the account was since removed). */
  byName: z.string().nullable(),
});

/** A ticket admitted twice: the admission that stands and the later one. */
export const DoubleEntrySchema = z.object({
  bookingId: IdSchema,
  ticketId: z.string(),
  holder: z.string(),
  seats: z.number().int(),
  keptScan: AdmissionSchema,
  laterScan: AdmissionSchema,
});
export type DoubleEntry = z.infer<typeof DoubleEntrySchema>;

/** Answer of GET /api/bookings/event/{id}/double-entries, latest first. */
export const DoubleEntriesResponseSchema = z.object({ doubleEntries: z.array(DoubleEntrySchema) });
export type DoubleEntriesResponse = z.infer<typeof DoubleEntriesResponseSchema>;

/**
 * An admission a door made offline that the server refused on sync (a cancelled booking, another event's or a
 * forged ticket, an unknown one, a cancelled event): someone was let in whom the list would no longer admit. The
 * ticket is named when the server could tell which it was (a cancelled booking of this event).
 */
export const DoorRefusalSchema = z.object({
  scanId: IdSchema,
  code: ErrorCodeSchema,
  /** What the door was told. */
  message: z.string(),
  ticket: z
    .object({ bookingId: IdSchema, ticketId: z.string(), holder: z.string(), seats: z.number().int() })
    .nullable(),
  scan: AdmissionSchema,
});
export type DoorRefusal = z.infer<typeof DoorRefusalSchema>;

/** Answer of GET /api/bookings/event/{id}/door-refusals, latest first. */
export const DoorRefusalsResponseSchema = z.object({ refusals: z.array(DoorRefusalSchema) });
export type DoorRefusalsResponse = z.infer<typeof DoorRefusalsResponseSchema>;
