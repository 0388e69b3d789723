import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, User } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { userKeys } from './keys';

export interface UpdateProfileResponse {
  user: User;
  message?: string;
}

/** PATCH /users/update with only the fields that are filled in. */
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
