import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import {
  ApiError,
  apiClient,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  registerNavigator,
  USER_BANNED_EVENT,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();
let unregister: () => void;

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  unregister = registerNavigator(navigate);
  window.history.replaceState(null, '', '/profile');
});

afterEach(() => {
  unregister();
  vi.unstubAllGlobals();
});

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init as RequestInit, headers: new Headers((init as RequestInit).headers) };
}

describe('api client', () => {
  test('adds the bearer token of the stored user and sends JSON', async () => {
    storeUser(makeStoredUser({ token: 'abc.def.ghi' }));
    fetchMock.mockResolvedValue(jsonResponse({ user: { name: 'Priya' } }));

    const result = await apiClient.patch<{ user: { name: string } }>('/users/update', { name: 'Priya' });

    expect(result).toEqual({ user: { name: 'Priya' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/users/update');
    expect(init.method).toBe('PATCH');
    expect(headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ name: 'Priya' }));
  });

  test('sends no Authorization header when nobody is signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    await apiClient.get('/events');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  test('sends no Authorization header when the stored user cannot be parsed', async () => {
    window.localStorage.setItem('user', '{not json');
    fetchMock.mockResolvedValue(jsonResponse([]));
    await apiClient.get('/events');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  test('a 403 whose message contains "banned" clears the stored user, dispatches userBanned and goes to /login', async () => {
    storeUser(makeStoredUser());
    const banned = vi.fn();
    window.addEventListener(USER_BANNED_EVENT, banned);
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          statusCode: 403,
          code: 'BANNED',
          message: 'Your account has been banned. Please contact support.',
          banReason: 'Selling fake tickets',
          bannedAt: '2026-01-02T03:04:05.000Z',
        },
        403,
      ),
    );

    const error = await apiClient.get('/users/profile').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(banned).toHaveBeenCalledTimes(1);
    expect((banned.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      message: 'Your account has been banned. Please contact support.',
      banReason: 'Selling fake tickets',
      bannedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(navigate).toHaveBeenCalledWith('/login');
    window.removeEventListener(USER_BANNED_EVENT, banned);
  });

  test('a ban answer on /login does not navigate again', async () => {
    window.history.replaceState(null, '', '/login');
    fetchMock.mockResolvedValue(
      jsonResponse({ statusCode: 403, code: 'BANNED', message: 'Your account has been banned.' }, 403),
    );
    await expect(apiClient.post('/auth/login', {})).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a 403 without "banned" is passed to the caller and leaves the session alone', async () => {
    storeUser(makeStoredUser());
    const banned = vi.fn();
    window.addEventListener(USER_BANNED_EVENT, banned);
    fetchMock.mockResolvedValue(
      jsonResponse(
        { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this' },
        403,
      ),
    );

    await expect(apiClient.get('/admin/stats')).rejects.toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this',
    });
    expect(window.localStorage.getItem('user')).not.toBeNull();
    expect(banned).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    window.removeEventListener(USER_BANNED_EVENT, banned);
  });

  test('other errors are rejected as ApiError carrying the field', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          statusCode: 409,
          code: 'DUPLICATE',
          message: 'An account with this email already exists',
          field: 'email',
        },
        409,
      ),
    );

    const error = await apiClient.post('/auth/register', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'DUPLICATE',
      field: 'email',
      message: 'An account with this email already exists',
    });
  });

  test('an error without a JSON body still becomes an ApiError with a readable message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiClient.get('/events')).rejects.toMatchObject({
      statusCode: 502,
      code: 'SERVICE_UNAVAILABLE',
      message: 'TicketMela is temporarily unavailable. Please try again in a moment.',
      fromServer: false,
    });
  });

  test('errorMessage prefers the server message, then the network message, then the fallback', () => {
    const fromServer = new ApiError({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
    const generic = new ApiError({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'x',
      fromServer: false,
    });
    const network = new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
    expect(errorMessage(fromServer, 'Login failed')).toBe('Invalid credentials');
    expect(errorMessage(generic, 'Login failed')).toBe('Login failed');
    expect(errorMessage(network, 'Login failed')).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });

  test('a network failure becomes a clear message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/events')).rejects.toMatchObject({
      statusCode: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  test('query parameters skip empty values', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    await apiClient.get('/events', {
      query: { city: 'Pune', search: '', category: undefined, maxPrice: 500 },
    });
    expect(lastRequest().url).toBe('/api/events?city=Pune&maxPrice=500');
  });

  test('a 204 answer resolves to undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiClient.delete('/users/delete')).resolves.toBeUndefined();
  });
});
