import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, UpdateContactStatusBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminRoot } from '@/lib/query-keys';
import { contactKeys } from './keys';

export interface UpdateContactStatusInput extends UpdateContactStatusBody {
  id: string;
}

/**
 * The body of the update: the notes and the contact method (the admin's view only) go only when they are not empty
 * (spec §5).
 */
export function contactStatusBody({
  status,
  adminNotes,
  contactMethod,
}: UpdateContactStatusBody): UpdateContactStatusBody {
  const body: UpdateContactStatusBody = { status };
  const notes = adminNotes?.trim();
  if (notes) body.adminNotes = notes;
  if (contactMethod) body.contactMethod = contactMethod;
  return body;
}

/** PATCH /contacts/{id}/status. */
export function updateContactStatus({ id, ...fields }: UpdateContactStatusInput): Promise<ContactMessage> {
  return apiClient.patch<ContactMessage>(
    `/contacts/${encodeURIComponent(id)}/status`,
    contactStatusBody(fields),
  );
}

/** Refreshes both inboxes, the organizer's pending count and the admin console (its audit log). */
export function useUpdateContactStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminRoot }),
      ]),
  });
}
