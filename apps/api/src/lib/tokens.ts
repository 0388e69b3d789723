import { jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  sub: string;
  role: string;
}

const ISSUER = 'ticketmela';

function key(secret: string) {
  return new TextEncoder().encode(secret);
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
    .sign(key(secret));
}

/** Returns the claims, or null for a token that is malformed, forged or expired. */
export async function verifySessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string') return null;
    return { sub: payload.sub, role: typeof payload.role === 'string' ? payload.role : 'user' };
  } catch {
    return null;
  }
}
