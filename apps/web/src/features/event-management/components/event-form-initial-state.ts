import {
  EMPTY_EVENT_FORM,
  type Event,
  type EventFormInput,
  eventToFormInput,
  stateCodeOfCity,
} from '@ticketmela/domain';
import type { SoldSeatsById } from './ticket-category-rows';

// What the event form starts from: the edited event's values (or an empty form) and the seats it has already sold.

export function soldSeatsOf(event: Event | undefined): { total: number; byId: SoldSeatsById } {
  if (!event) return { total: 0, byId: {} };
  const byId: SoldSeatsById = {};
  for (const category of event.ticketCategories)
    byId[category._id] = category.totalSeats - category.availableSeats;
  return { total: event.totalSeats - event.availableSeats, byId };
}

export function initialValues(event: Event | undefined): EventFormInput {
  if (!event) return structuredClone(EMPTY_EVENT_FORM) as EventFormInput;
  const values = eventToFormInput(event);
  // An event made before states were asked has none: show the one its city names, as the server would take it.
  return { ...values, stateCode: values.stateCode || (stateCodeOfCity(event.city) ?? '') };
}
