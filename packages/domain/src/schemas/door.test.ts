import { describe, expect, test } from 'vitest';
import { DoorSyncBodySchema } from './door';

const EVENT_ID = '0b6f3c1e-8a52-4f7e-9d3a-2c1b5e4f6a70';
const scan = (nonce: string, deviceId = 'door-1') => ({
  nonce,
  deviceId,
  scannedAt: '2026-03-01T18:30:00.000Z',
  qrData: '{"ticketId":"TM-7KQ4X9MZP2","eventId":"e","sig":"s"}',
  localVerdict: 'admitted',
});
const N1 = '11111111-1111-4111-8111-111111111111';
const N2 = '22222222-2222-4222-8222-222222222222';

describe('door sync body', () => {
  test('accepts one device’s scans, each with its own nonce', () => {
    expect(
      DoorSyncBodySchema.safeParse({ eventId: EVENT_ID, deviceId: 'door-1', scans: [scan(N1), scan(N2)] })
        .success,
    ).toBe(true);
  });

  test('refuses a repeated nonce, another device’s scan, a time without zone, no scans', () => {
    const issue = (body: unknown) => {
      const parsed = DoorSyncBodySchema.safeParse(body);
      return parsed.success ? null : parsed.error.issues[0]!.path.join('.');
    };
    expect(issue({ eventId: EVENT_ID, deviceId: 'door-1', scans: [scan(N1), scan(N1)] })).toBe(
      'scans.1.nonce',
    );
    expect(issue({ eventId: EVENT_ID, deviceId: 'door-1', scans: [scan(N1, 'door-2')] })).toBe(
      'scans.0.deviceId',
    );
    expect(
      issue({
        eventId: EVENT_ID,
        deviceId: 'door-1',
        scans: [{ ...scan(N1), scannedAt: '2026-03-01 18:30' }],
      }),
    ).toBe('scans.0.scannedAt');
    expect(issue({ eventId: EVENT_ID, deviceId: 'door-1', scans: [] })).toBe('scans');
  });
});
