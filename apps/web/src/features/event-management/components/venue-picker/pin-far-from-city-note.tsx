import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PinFarFromCity } from '@ticketmela/domain';
import { Alert } from '@/components/ui/alert';

/** What the organizer is told when the venue pin lies far from the City they typed (decision 0035). */
export function pinFarFromCityText(far: PinFarFromCity, i18n: I18n): string {
  const km = far.km.toLocaleString('en-IN');
  const city = far.city;
  return i18n._(
    msg`The venue pin is about ${km} km from ${city}, the event's City. Move the pin to the venue, or correct the City.`,
  );
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
  const { t, i18n } = useLingui();
  return (
    <div role="status" id={id}>
      {far ? (
        <Alert tone="warning" title={t`Check the venue location`}>
          {pinFarFromCityText(far, i18n)}
          {atSave ? (
            <>
              {' '}
              <Trans>You can still save the event as it is.</Trans>
            </>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
