/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; defaults to '/api' (same origin, proxied to :8000 in development). */
  readonly VITE_API_URL?: string;
  /** Google OAuth client id; Google sign-in is offered only when it is set. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
