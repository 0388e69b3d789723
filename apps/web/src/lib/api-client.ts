import { t } from '@lingui/core/macro';
import {
  type ApiError as ApiErrorBody,
  type ErrorCode,
  errorCodeForStatus,
  isBanError,
} from '@ticketmela/domain';
import { env } from '@/config/env';
import { clearStoredUser, readStoredToken } from './stored-user';

/** The window event the spec names: the session listens for it and signs the user out. */
export const USER_BANNED_EVENT = 'userBanned';
/** Dispatched when a request that carried a token is answered 401: the session has expired. */
export const SESSION_EXPIRED_EVENT = 'sessionExpired';

export interface UserBannedDetail {
  message: string;
  banReason: string | null;
  bannedAt: string | null;
}

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

/** The message of a failure to reach the API, in English (what is thrown is in the page's language: networkErrorMessage). */
export const NETWORK_ERROR_MESSAGE =
  'Could not reach TicketMela. Please check your internet connection and try again.';

/** NETWORK_ERROR_MESSAGE in the page's language. */
export function networkErrorMessage(): string {
  return t`Could not reach TicketMela. Please check your internet connection and try again.`;
}

/** Every failed call becomes one of these, parsed once here. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly field: string | undefined;
  readonly banReason: string | null;
  readonly bannedAt: string | null;
  /** False when the server gave no message of its own and a generic one was made up from the status. */
  readonly fromServer: boolean;

  constructor(init: {
    statusCode: number;
    code: ApiErrorCode;
    message: string;
    field?: string | undefined;
    banReason?: string | null | undefined;
    bannedAt?: string | null | undefined;
    fromServer?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.field = init.field;
    this.banReason = init.banReason ?? null;
    this.bannedAt = init.bannedAt ?? null;
    this.fromServer = init.fromServer ?? true;
  }

  get isNetworkError(): boolean {
    return this.code === 'NETWORK_ERROR';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The message to show for a failure: the server's message when it sent one, the network message when the
 * server could not be reached, else the screen's own fallback text (the spec's 'Update failed', ...).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.fromServer || error.isNetworkError) && error.message) {
    return error.message;
  }
  return fallback;
}

type Navigate = (to: string) => void;

let navigateTo: Navigate = (to) => window.location.assign(to);

/** The app registers the router's navigate so a ban redirect does not reload the page. */
export function registerNavigator(navigate: Navigate): () => void {
  navigateTo = navigate;
  return () => {
    navigateTo = (to) => window.location.assign(to);
  };
}

const LOGIN_PATH = '/login';

function messageForStatus(status: number): string {
  if (status === 429) return t`Too many requests. Please try again later.`;
  if (status === 502 || status === 503 || status === 504) {
    return t`TicketMela is temporarily unavailable. Please try again in a moment.`;
  }
  if (status === 404) return t`The requested resource was not found.`;
  return t`Something went wrong. Please try again.`;
}

async function parseErrorResponse(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> | null = null;
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as Partial<ApiErrorBody>) : null;
  } catch {
    body = null;
  }
  const isObject = typeof body === 'object' && body !== null;
  const serverMessage =
    isObject && typeof body?.message === 'string' && body.message.trim() ? body.message : null;
  return new ApiError({
    statusCode: response.status,
    code: isObject && typeof body?.code === 'string' ? body.code : errorCodeForStatus(response.status),
    message: serverMessage ?? messageForStatus(response.status),
    fromServer: serverMessage !== null,
    field: isObject && typeof body?.field === 'string' ? body.field : undefined,
    banReason: isObject ? body?.banReason : null,
    bannedAt: isObject ? body?.bannedAt : null,
  });
}

/** The spec's ban reaction: clear the stored user, tell the app, go to /login unless already there. */
function handleBan(error: ApiError): void {
  clearStoredUser();
  const detail: UserBannedDetail = {
    message: error.message,
    banReason: error.banReason,
    bannedAt: error.bannedAt,
  };
  window.dispatchEvent(new CustomEvent<UserBannedDetail>(USER_BANNED_EVENT, { detail }));
  if (window.location.pathname !== LOGIN_PATH) navigateTo(LOGIN_PATH);
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData and Blob are sent as they are. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob': resolve with the answer's bytes (a CSV export, say) instead of parsing JSON. */
  responseType?: 'json' | 'blob';
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const base = `${env.apiUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

/** One call to the API. Resolves with the parsed JSON (undefined for an empty answer); rejects with ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      body = options.body;
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      statusCode: 0,
      code: 'NETWORK_ERROR',
      message: networkErrorMessage(),
      fromServer: false,
    });
  }

  if (!response.ok) {
    const error = await parseErrorResponse(response);
    if (isBanError(error.statusCode, error.message)) {
      handleBan(error);
    } else if (error.statusCode === 401 && token) {
      window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { message: error.message } }));
    }
    throw error;
  }

  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError({
      statusCode: response.status,
      code: 'INTERNAL_ERROR',
      message: t`The server sent an answer TicketMela could not read. Please try again.`,
      fromServer: false,
    });
  }
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
