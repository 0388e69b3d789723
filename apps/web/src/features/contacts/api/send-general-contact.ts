import { useMutation } from '@tanstack/react-query';
import type { ContactSentResponse, GeneralContactBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { withoutEmptyHoneypot } from './honeypot';

/** POST /contacts/general: a message to the platform from the Contact Us page. */
export function sendGeneralContact(body: GeneralContactBody): Promise<ContactSentResponse> {
  return apiClient.post<ContactSentResponse>('/contacts/general', withoutEmptyHoneypot(body));
}

export function useSendGeneralContactMutation() {
  return useMutation({ mutationFn: sendGeneralContact });
}
