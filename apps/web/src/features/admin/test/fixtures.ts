import type {
  AdminStats,
  Category,
  ContactMessage,
  FlaggedEvent,
  OrganizerDetailsResponse,
  OrganizerEvent,
  Report,
} from '@ticketmela/domain';
import { vi } from 'vitest';
import { jsonResponse, makeEvent, makeStoredUser, makeUser, storeUser } from '@/test/fixtures';

export const ADMIN_ID = '9f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
export const ORGANIZER_ID = 'f0d663e8-08c1-4166-9b9d-483e11fef414';

/** Signs the admin in (the stored session the guards read). */
export function signInAsAdmin(): void {
  storeUser(makeStoredUser({ _id: ADMIN_ID, name: 'Aarav Admin', role: 'admin' }));
}

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response> | undefined;

/**
 * Stubs fetch with a handler that sees each call's method, URL and JSON body; unanswered calls get 404. The
 * signed-in admin's profile is answered for the session check. Returns the list of calls made.
 */
export function mockApi(handler: Handler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const text = typeof init?.body === 'string' ? init.body : null;
      const call: ApiCall = { method: init?.method ?? 'GET', url, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const answer = await handler(call);
      if (answer) return answer;
      if (url.pathname === '/api/users/profile') {
        return jsonResponse({ user: makeUser({ _id: ADMIN_ID, name: 'Aarav Admin', role: 'admin' }) });
      }
      return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return calls;
}

export const adminStats: AdminStats = {
  totalEvents: 18,
  activeEvents: 15,
  cancelledEvents: 2,
  totalBookings: 42,
  activeBookings: 37,
  totalRevenue: 125000,
};

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    _id: '85a4b412-9bde-4d67-ae4c-9961e4fcecc2',
    name: 'Music',
    description: 'Concerts and gigs',
    createdAt: '2026-01-10T10:00:00.000Z',
    eventCount: 0,
    ...overrides,
  };
}

export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    _id: '3c2b1a09-8f7e-4d6c-9b5a-493827160504',
    eventId: '6f1c2b9e-4d3a-4c5b-8e7f-9a0b1c2d3e4f',
    reason: 'spam',
    status: 'pending',
    description: 'Posted three times with different prices.',
    userId: { _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ananya Iyer', email: 'ananya@example.in' },
    adminNotes: null,
    createdAt: '2026-03-01T09:30:00.000Z',
    updatedAt: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}

export function makeFlaggedEvent(overrides: Partial<FlaggedEvent> = {}): FlaggedEvent {
  const reports = overrides.reports ?? [makeReport()];
  return {
    _id: '6f1c2b9e-4d3a-4c5b-8e7f-9a0b1c2d3e4f',
    title: 'Sunset Jazz on the Lawns',
    date: '2099-05-01T13:30:00.000Z',
    city: 'Bengaluru',
    cancelled: false,
    cancelledReason: null,
    organizerId: { _id: ORGANIZER_ID, name: 'Priya Sharma', email: 'priya@example.in' },
    categoryId: { _id: '85a4b412-9bde-4d67-ae4c-9961e4fcecc2', name: 'Music' },
    reportCount: reports.length,
    pendingReportCount: reports.filter((report) => report.status === 'pending').length,
    reports,
    ...overrides,
  };
}

export function makeOrganizerEvent(overrides: Partial<OrganizerEvent> = {}): OrganizerEvent {
  return {
    ...makeEvent({ date: '2099-05-01T13:30:00.000Z' }),
    attendeeCount: 12,
    reportCount: 0,
    ...overrides,
  };
}

export function makeOrganizerDetails(
  overrides: {
    organizer?: Parameters<typeof makeUser>[0];
    events?: OrganizerEvent[];
    allReports?: OrganizerDetailsResponse['allReports'];
  } = {},
): OrganizerDetailsResponse {
  const events = overrides.events ?? [makeOrganizerEvent()];
  const allReports = overrides.allReports ?? [];
  return {
    organizer: makeUser({
      _id: ORGANIZER_ID,
      name: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '9876500002',
      role: 'organizer',
      ...overrides.organizer,
    }),
    statistics: {
      totalEvents: events.length,
      activeEvents: events.filter((event) => !event.cancelled).length,
      totalAttendees: events.reduce((sum, event) => sum + event.attendeeCount, 0),
      totalReports: allReports.length,
    },
    events,
    allReports,
  };
}

export function makeContact(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    _id: 'c0ffee00-1111-4222-8333-444455556666',
    name: 'Meera Iyer',
    email: 'meera@example.in',
    phone: '9876543210',
    subject: 'Refund Request',
    message: 'My refund has not reached my card yet. Could you check what happened to booking TM-12345?',
    status: 'pending',
    adminNotes: null,
    contactMethod: null,
    eventId: null,
    createdAt: '2026-03-05T14:00:00.000Z',
    updatedAt: '2026-03-05T14:00:00.000Z',
    ...overrides,
  };
}

export { jsonResponse };
