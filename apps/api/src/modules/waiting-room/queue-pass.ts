import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { hmacKey } from '../../lib/tokens';

/*
 * The pass an admitted person checks out with (decision 0049): a short-lived HS256 token naming the event, the account
 * and the number admitted, which the hold endpoint will require while the room is on. It is signed with a key of its
 * own, derived from the session secret, and carries its own audience: a session token is never a pass, nor a pass a
 * session. Whether a pass was already used is the database's to say (the hold marks it used), not the token's.
 */

const AUDIENCE = 'ticketmela:waiting-room-pass';

export interface QueuePass {
  eventId: string;
  userId: string;
  number: number;
  expiresAt: Date;
}

export type QueuePassCheck =
  | { ok: true; number: number; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' | 'other-event' | 'other-account' };

/** The pass's own secret: an HMAC of the session secret (the imported key is cached by hmacKey). */
const passSecret = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('waiting-room pass').digest('hex');

export async function signQueuePass(pass: QueuePass, sessionSecret: string): Promise<string> {
  return new SignJWT({ evt: pass.eventId, num: pass.number })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(pass.userId)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(pass.expiresAt.getTime() / 1000))
    .sign(await hmacKey(passSecret(sessionSecret)));
}

/** Whether `token` is a live pass to this event for this account, at `now`; which number it admits. */
export async function checkQueuePass(
  token: string,
  sessionSecret: string,
  expected: { eventId: string; userId: string },
  now: Date,
): Promise<QueuePassCheck> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(passSecret(sessionSecret)), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    const number = payload.num;
    if (
      typeof number !== 'number' ||
      !Number.isInteger(number) ||
      number < 1 ||
      typeof payload.evt !== 'string'
    )
      return { ok: false, reason: 'invalid' };
    if (payload.evt !== expected.eventId) return { ok: false, reason: 'other-event' };
    if (payload.sub !== expected.userId) return { ok: false, reason: 'other-account' };
    return { ok: true, number, expiresAt: new Date(payload.exp! * 1000) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
