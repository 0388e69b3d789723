import { Trans, useLingui } from '@lingui/react/macro';
import type { Venue } from '@ticketmela/domain';
import ExternalLink from 'lucide-react/icons/external-link';
import MapIcon from 'lucide-react/icons/map';
import Navigation from 'lucide-react/icons/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { MapLoading, MapLoadingError } from '@/components/map/map-status';
import { buttonClasses } from '@/components/ui/button';
import { env } from '@/config/env';
import { withRestMessages } from '@/i18n/catalogs';
import { DetailSection } from '../detail/detail-section';
import { LocationNotAvailable } from './location-not-available';
import { googleMapsDirectionsUrl, googleMapsSearchUrl } from './map-links';

// The map libraries are fetched only on pages that show a map, and only when the map is about to scroll into view.
const LeafletVenueMap = lazy(() => withRestMessages(import('./leaflet-venue-map')));
const GoogleVenueMap = lazy(() => withRestMessages(import('./google-venue-map')));

/** True once the element is within a screen of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** The 'Venue Map' section: the map with a marker, 'View on Google Maps' and 'Get Directions'. */
export function VenueMap({ venue }: { venue: Venue }) {
  const { t } = useLingui();
  const coordinates = venue.coordinates;
  const venueName = venue.name;
  const { ref, near } = useNearViewport<HTMLElement>();
  const MapView = env.googleMapsApiKey ? GoogleVenueMap : LeafletVenueMap;

  return (
    <DetailSection
      title={t`Venue Map`}
      id="venue-map"
      icon={<MapIcon aria-hidden="true" className="size-5" />}
    >
      {coordinates ? (
        <>
          <section
            ref={ref}
            aria-label={t`Map showing ${venueName}`}
            data-testid="venue-map"
            className="relative isolate z-0 h-72 overflow-hidden rounded-xl bg-stone-100 ring-1 ring-gray-200 sm:h-96"
          >
            {near ? (
              <ErrorBoundary fallback={() => <MapLoadingError message={t`Failed to load map`} />}>
                <Suspense fallback={<MapLoading />}>
                  <MapView
                    lat={coordinates.lat}
                    lng={coordinates.lng}
                    name={venue.name}
                    address={venue.address}
                  />
                </Suspense>
              </ErrorBoundary>
            ) : null}
          </section>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <a
              href={googleMapsSearchUrl(coordinates, venue.placeId)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              <Trans>View on Google Maps</Trans>
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
            <a
              href={googleMapsDirectionsUrl(coordinates)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Navigation aria-hidden="true" className="size-4" />
              <Trans>Get Directions</Trans>
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </div>
        </>
      ) : (
        <LocationNotAvailable />
      )}
    </DetailSection>
  );
}
