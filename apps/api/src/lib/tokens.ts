import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  sub: string;
  role: string;
}

const ISSUER = 'ticketmela';

/**
 * The HMAC key, imported once per secret: importing it again for every verification cost about as much as the
 * verification itself (docs/decisions/0020).
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

export async function signSessionToken(
  claims: SessionClaims,
  secret: string,
  expiresIn: string,
): Promise<string> {
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await key(secret));
}

/** Returns the claims, or null for a token that is malformed, forged or expired. */
export async function verifySessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string') return null;
    return { sub: payload.sub, role: typeof payload.role === 'string' ? payload.role : 'user' };
  } catch {
    return null;
  }
}
