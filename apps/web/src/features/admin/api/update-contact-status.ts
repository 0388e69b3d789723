import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, UpdateContactStatusBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface UpdateContactStatusInput extends UpdateContactStatusBody {
  id: string;
}

/** The body of the update: admin notes and the contact method go only when they are not empty (spec §5). */
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

export function useUpdateContactStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
