import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCodeList } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventPath, saleSetupKeys } from './keys';

/** DELETE /events/{id}/promo-codes/{codeId}: 409 IN_USE once the code has been used (switch it off instead). */
export function deletePromoCode(eventId: string, codeId: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(
    `${eventPath(eventId)}/promo-codes/${encodeURIComponent(codeId)}`,
  );
}

export function useDeletePromoCodeMutation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codeId: string) => deletePromoCode(eventId, codeId),
    onSuccess: (_response, codeId) => {
      queryClient.setQueryData<PromoCodeList>(saleSetupKeys.promoCodes(eventId), (list) =>
        list ? { promoCodes: list.promoCodes.filter((code) => code._id !== codeId) } : list,
      );
    },
  });
}
