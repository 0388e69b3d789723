import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  sub: string;
  role: string;
  /** The user's token version when it was signed; a password change moves the user's on (decision 0028). */
  ver: number;
}

const ISSUER = 'ticketmela';

/**
 * The HMAC key of a secret for HS256 tokens, imported once per secret: importing it again for every verification cost
 * about as much as the verification itself (docs/decisions/0020).
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
export function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
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

/** Signs a session token; `ver` is the user's current token version (0, the first, when left out). */
export async function signSessionToken(
  claims: Omit<SessionClaims, 'ver'> & { ver?: number },
  secret: string,
  expiresIn: string,
): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.ver ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await hmacKey(secret));
}

/**
 * Tokens verified lately, until their expiry but at most VERIFIED_FOR_MS: a purchase sends the same token three
 * times (hold, pay, book) and WebCrypto's HMAC job was 13% of its API time (docs/decisions/0021). Only the claims
 * are cached; whether the account still exists and is not banned is read from the database on every request (the
 * auth plugin's user read, the purchase statements' own check), so a ban or a closed account takes effect at once.
 * Failed verifications are not kept, so forged tokens cannot push real ones out. Least recently used goes first.
 */
const VERIFIED_FOR_MS = 60_000;
export const VERIFIED_TOKENS_MAX = 10_000;
const verified = new Map<string, { secret: string; claims: SessionClaims; validUntilMs: number }>();

function cachedClaims(token: string, secret: string, nowMs: number): SessionClaims | null {
  const entry = verified.get(token);
  if (!entry) return null;
  verified.delete(token);
  if (entry.secret !== secret || nowMs >= entry.validUntilMs) return null;
  verified.set(token, entry);
  return entry.claims;
}

function remember(token: string, secret: string, claims: SessionClaims, expSeconds: number, nowMs: number) {
  verified.delete(token);
  verified.set(token, { secret, claims, validUntilMs: Math.min(expSeconds * 1000, nowMs + VERIFIED_FOR_MS) });
  if (verified.size > VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
}

/** How many verified tokens are kept now (for tests of the bound). */
export function verifiedTokenCount(): number {
  return verified.size;
}

/**
 * Returns the claims, or null for a token that is malformed, forged, expired or without an expiry (ours always have
 * one; a token that never expires is refused). A token from before token versions counts as version 0.
 */
export async function verifySessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  const cached = cachedClaims(token, secret, Date.now());
  if (cached) return cached;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    const claims = {
      sub: payload.sub,
      role: typeof payload.role === 'string' ? payload.role : 'user',
      ver: Number.isSafeInteger(payload.ver) ? (payload.ver as number) : 0,
    };
    remember(token, secret, claims, payload.exp, Date.now());
    return claims;
  } catch {
    return null;
  }
}
