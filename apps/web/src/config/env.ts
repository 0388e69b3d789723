/** Build-time settings, read once. Empty strings count as unset. */
function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const env = {
  /** Base address of the API, without a trailing slash. */
  apiUrl: (optional(import.meta.env.VITE_API_URL) ?? '/api').replace(/\/+$/, ''),
  /** Google OAuth client id; Google sign-in is offered only when it is set. */
  googleClientId: optional(import.meta.env.VITE_GOOGLE_CLIENT_ID),
} as const;
