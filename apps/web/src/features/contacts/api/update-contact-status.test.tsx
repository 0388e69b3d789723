import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/test/fixtures';
import { useUpdateContactStatusMutation } from './update-contact-status';

afterEach(() => vi.unstubAllGlobals());

describe('the status update', () => {
  test('refreshes both inboxes, the pending count and the admin audit log, and nothing else', async () => {
    stubApi([[/\/contacts\/c1\/status$/, () => jsonResponse({})]]);
    const queryClient = new QueryClient();
    const shown = {
      general: ['contacts', 'general', '', 1],
      organizer: ['contacts', 'organizer', 'pending', 2],
      pendingCount: ['contacts', 'organizer', 'pending-count'],
      auditLog: ['admin', 'audit-log', { page: 1, action: '', targetType: '' }],
      catalog: ['events', 'list'],
    };
    for (const key of Object.values(shown)) queryClient.setQueryData(key, { cached: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateContactStatusMutation(), { wrapper });

    await result.current.mutateAsync({ id: 'c1', status: 'resolved', contactMethod: 'email' });

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(shown.general)).toBe(true);
    expect(invalidated(shown.organizer)).toBe(true);
    expect(invalidated(shown.pendingCount)).toBe(true);
    expect(invalidated(shown.auditLog)).toBe(true);
    expect(invalidated(shown.catalog)).toBe(false);
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ status: 'resolved', contactMethod: 'email' });
  });
});
