import { env } from '@/config/env';
import { apiRequest } from './api-client';
import { downloadUrl } from './qr-code';

/**
 * The API path of an address the API hands out ('/api/tax-documents/{id}/pdf' -> '/tax-documents/{id}/pdf'), to be
 * fetched through apiRequest wherever the API is (VITE_API_URL).
 */
export function apiPathOf(url: string): string {
  return url.replace(/^\/api(?=\/|$)/, '');
}

/** The browser's address of an API path: '/tax-documents/{id}/pdf' -> '/api/tax-documents/{id}/pdf'. */
export function apiHref(path: string): string {
  return `${env.apiUrl}${path}`;
}

/** A name a file can be saved under: 'INV/2627/1' -> 'INV-2627-1.pdf'. */
export function safeFileName(name: string, extension: string): string {
  const base = name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${base || 'download'}.${extension}`;
}

/**
 * Fetches a file from the API with the bearer token (a plain link cannot carry it) and saves it as `fileName`.
 * Rejects with the ApiError when the API refuses.
 */
export async function downloadFromApi(path: string, fileName: string): Promise<void> {
  const blob = await apiRequest<Blob>(path, { headers: { Accept: '*/*' }, responseType: 'blob' });
  const objectUrl = URL.createObjectURL(blob);
  try {
    downloadUrl(objectUrl, fileName);
  } finally {
    // The click has started the download; the browser keeps its own copy.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
