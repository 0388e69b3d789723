import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  googleId: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(jwksUrl: string) {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl));
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
}

/**
 * Verifies a Google ID token's signature against Google's published keys (the JWKS URL is configurable
 * so tests can sign tokens with a local key), its audience (our client id), issuer and expiry.
 * Returns null for any token that fails.
 */
export async function verifyGoogleIdToken(
  credential: string,
  options: {
    clientId: string;
    jwksUrl: string;
    /** Refuse a token Google issued longer ago than this (a re-confirmation must be a fresh sign-in). */
    maxAgeSeconds?: number;
  },
): Promise<GoogleIdentity | null> {
  try {
    const { payload } = await jwtVerify(credential, keySetFor(options.jwksUrl), {
      audience: options.clientId,
      issuer: ['accounts.google.com', 'https://accounts.google.com'],
      ...(options.maxAgeSeconds === undefined ? {} : { maxTokenAge: options.maxAgeSeconds }),
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    return {
      googleId: payload.sub,
      email: payload.email.toLowerCase(),
      emailVerified: payload.email_verified === true,
      name:
        typeof payload.name === 'string' && payload.name.trim()
          ? payload.name.trim()
          : payload.email.split('@')[0]!,
    };
  } catch {
    return null;
  }
}
