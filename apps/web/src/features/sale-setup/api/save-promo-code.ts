import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePromoCodeBody,
  PromoCode,
  PromoCodeList,
  PromoCodeResponse,
  UpdatePromoCodeBody,
} from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventPath, saleSetupKeys } from './keys';

/** POST /events/{id}/promo-codes: 201 with the new code; 409 DUPLICATE (field 'code') when the event has it. */
export function createPromoCode(eventId: string, body: CreatePromoCodeBody): Promise<PromoCodeResponse> {
  return apiClient.post<PromoCodeResponse>(`${eventPath(eventId)}/promo-codes`, body);
}

/** PATCH /events/{id}/promo-codes/{codeId} with the changed fields only (kind and value together). */
export function updatePromoCode(
  eventId: string,
  codeId: string,
  body: UpdatePromoCodeBody,
): Promise<PromoCodeResponse> {
  return apiClient.patch<PromoCodeResponse>(
    `${eventPath(eventId)}/promo-codes/${encodeURIComponent(codeId)}`,
    body,
  );
}

/** Puts the saved code in the cached list (in place, or first when new), then refetches the figures. */
function useStoreSaved(eventId: string) {
  const queryClient = useQueryClient();
  return async (saved: PromoCode) => {
    queryClient.setQueryData<PromoCodeList>(saleSetupKeys.promoCodes(eventId), (list) => {
      if (!list) return list;
      const known = list.promoCodes.some((code) => code._id === saved._id);
      return {
        promoCodes: known
          ? list.promoCodes.map((code) => (code._id === saved._id ? saved : code))
          : [saved, ...list.promoCodes],
      };
    });
    await queryClient.invalidateQueries({ queryKey: saleSetupKeys.promoCodes(eventId) });
  };
}

export function useCreatePromoCodeMutation(eventId: string) {
  const storeSaved = useStoreSaved(eventId);
  return useMutation({
    mutationFn: (body: CreatePromoCodeBody) => createPromoCode(eventId, body),
    onSuccess: (response) => storeSaved(response.promoCode),
  });
}

export function useUpdatePromoCodeMutation(eventId: string) {
  const storeSaved = useStoreSaved(eventId);
  return useMutation({
    mutationFn: ({ codeId, body }: { codeId: string; body: UpdatePromoCodeBody }) =>
      updatePromoCode(eventId, codeId, body),
    onSuccess: (response) => storeSaved(response.promoCode),
  });
}
