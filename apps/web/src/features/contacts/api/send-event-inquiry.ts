import { useMutation } from '@tanstack/react-query';
import type { ContactSentResponse, EventInquiryBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { withoutEmptyHoneypot } from './honeypot';

export interface SendEventInquiryInput {
  eventId: string;
  body: EventInquiryBody;
}

/** POST /contacts/event/{id}: anyone asks the event's organizer a question. */
export function sendEventInquiry({ eventId, body }: SendEventInquiryInput): Promise<ContactSentResponse> {
  return apiClient.post<ContactSentResponse>(
    `/contacts/event/${encodeURIComponent(eventId)}`,
    withoutEmptyHoneypot(body),
  );
}

export function useSendEventInquiryMutation() {
  return useMutation({ mutationFn: sendEventInquiry });
}
