import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, UpdateContactStatusBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { contactKeys } from './keys';

export interface UpdateContactStatusInput {
  id: string;
  status: UpdateContactStatusBody['status'];
  adminNotes?: string | undefined;
}

/** The body: the notes go only when they are not empty (spec §5). */
export function contactStatusBody({ status, adminNotes }: Omit<UpdateContactStatusInput, 'id'>) {
  const body: UpdateContactStatusBody = { status };
  const notes = adminNotes?.trim();
  if (notes) body.adminNotes = notes;
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
