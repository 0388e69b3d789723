import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A known device (decision 0030): a browser where someone signed in to an account with its password or Google. It
 * keeps an HttpOnly cookie naming the account and a random device id, signed with the server's JWT secret, sent only
 * to /api/auth. Wrong passwords typed elsewhere never close the account on it; its own wrong passwords close it alone.
 */
export const KNOWN_DEVICE_COOKIE = 'tm_device';
const COOKIE_PATH = '/api/auth';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface KnownDevice {
  userId: string;
  deviceId: string;
}

function signatureOf(device: KnownDevice, secret: string): string {
  return createHmac('sha256', secret)
    .update(`known-device:${device.userId}.${device.deviceId}`)
    .digest('base64url');
}

function cookieValue(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === KNOWN_DEVICE_COOKIE) return rest.join('=');
  }
  return undefined;
}

/** The device the request's cookie names, when its signature holds; null otherwise. */
export function readKnownDevice(request: FastifyRequest, secret: string): KnownDevice | null {
  const [userId, deviceId, signature, extra] = (cookieValue(request.headers.cookie) ?? '').split('.');
  if (!userId || !deviceId || !signature || extra !== undefined) return null;
  if (!UUID.test(userId) || !UUID.test(deviceId)) return null;
  const expected = Buffer.from(signatureOf({ userId, deviceId }, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, deviceId } : null;
}

/**
 * After a successful sign-in: the device is known for this account from now on. The same device id is kept when the
 * browser was already known for this account; another account's cookie is replaced (one account per browser).
 */
export function rememberDevice(
  reply: FastifyReply,
  options: { userId: string; current: KnownDevice | null; secret: string; secure: boolean },
): void {
  const deviceId = options.current?.userId === options.userId ? options.current.deviceId : randomUUID();
  const device = { userId: options.userId, deviceId };
  const value = `${device.userId}.${device.deviceId}.${signatureOf(device, options.secret)}`;
  const attributes = [
    `${KNOWN_DEVICE_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ];
  void reply.header('set-cookie', attributes.join('; '));
}
