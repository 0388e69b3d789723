import { toNestErrors } from '@hookform/resolvers';
import {
  type ManagedWaitingRoom,
  parseEventDate,
  toIndiaDateTimeLocal,
  type WaitingRoomSettingsBody,
  WaitingRoomSettingsBodySchema,
} from '@ticketmela/domain';
import type { FieldError, Resolver } from 'react-hook-form';

/** The settings form as typed: the on-sale time as a datetime-local input holds it, in India time. */
export interface WaitingRoomSettingsValues {
  enabled: boolean;
  onSaleAt: string;
}

export function settingsToForm(room: ManagedWaitingRoom): WaitingRoomSettingsValues {
  return { enabled: room.enabled, onSaleAt: room.onSaleAt ? toIndiaDateTimeLocal(room.onSaleAt) : '' };
}

/** The body the form stands for: the India time as an instant (a time the picker cannot give is left as typed). */
export function formToSettingsBody(values: WaitingRoomSettingsValues): WaitingRoomSettingsBody {
  const local = values.onSaleAt.trim();
  return { enabled: values.enabled, onSaleAt: parseEventDate(local)?.toISOString() ?? local };
}

/** The form checked by the API's own schema; the on-sale time's message lands under its field. */
export const waitingRoomSettingsResolver: Resolver<
  WaitingRoomSettingsValues,
  unknown,
  WaitingRoomSettingsBody
> = (values, _context, options) => {
  const result = WaitingRoomSettingsBodySchema.safeParse(formToSettingsBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'onSaleAt');
    flat[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};
