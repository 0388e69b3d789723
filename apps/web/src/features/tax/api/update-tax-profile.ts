import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxProfile, TaxProfileBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { taxKeys } from './keys';

/** PUT /tax-profile: 400 names the field at fault (`field`), like every form's call. */
export function updateTaxProfile(body: TaxProfileBody): Promise<TaxProfile> {
  return apiClient.put<TaxProfile>('/tax-profile', body);
}

export function useUpdateTaxProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(taxKeys.profile(), profile);
      // The month's report names the organizer's legal name and GSTIN.
      void queryClient.invalidateQueries({ queryKey: [...taxKeys.all, 'month'] });
    },
  });
}
