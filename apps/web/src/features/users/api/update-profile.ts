import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, UpdateProfileResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { userKeys } from './keys';

/**
 * PATCH /users/update with only the fields that are filled in (and the current password when the e-mail or the
 * password changes). A password change answers a new token for this session.
 */
export function updateProfile(body: UpdateProfileBody): Promise<UpdateProfileResponse> {
  return apiClient.patch<UpdateProfileResponse>('/users/update', body);
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => {
      queryClient.setQueryData(userKeys.profile(data.user._id), { user: data.user });
    },
  });
}
