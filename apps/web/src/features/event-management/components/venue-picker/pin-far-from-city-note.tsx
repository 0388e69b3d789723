import type { PinFarFromCity } from '@ticketmela/domain';
import { Alert } from '@/components/ui/alert';

/** What the organizer is told when the venue pin lies far from the City they typed (decision 0035). */
export function pinFarFromCityText(far: PinFarFromCity): string {
  return `The venue pin is about ${far.km.toLocaleString('en-IN')} km from ${far.city}, the event's City. Move the pin to the venue, or correct the City.`;
}

/**
 * The far-pin warning. The live region stays in the page while the warning comes and goes, so a screen reader hears
 * it when a pin or a City change brings it. Beside the submit button (`atSave`) it also says the event still saves.
 */
export function PinFarFromCityNote({
  far,
  atSave = false,
  id,
}: {
  far: PinFarFromCity | null;
  atSave?: boolean;
  id?: string;
}) {
  return (
    <div role="status" id={id}>
      {far ? (
        <Alert tone="warning" title="Check the venue location">
          {pinFarFromCityText(far)}
          {atSave ? ' You can still save the event as it is.' : null}
        </Alert>
      ) : null}
    </div>
  );
}
