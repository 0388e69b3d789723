import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_FORM_MESSAGES } from '@ticketmela/domain';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Geocoder, MapEngineProps, VenueValue } from './types';
import { VenuePicker } from './venue-picker';

// Leaflet needs a real browser; the picker only needs an engine that reports clicks and offers a geocoder.
vi.mock('./leaflet-map', async () => {
  const { createElement, useEffect } = await import('react');
  return {
    default: function FakeMap(props: MapEngineProps) {
      useEffect(() => {
        props.onReady({
          geocoder: (globalThis as { fakeGeocoder?: Geocoder }).fakeGeocoder!,
          show: (point: { lat: number; lng: number }) => {
            (globalThis as { fakeMapShown?: unknown[] }).fakeMapShown?.push(point);
          },
          getCenter: () => ({ lat: 19, lng: 72.8 }),
        });
      }, [props.onReady]);
      return createElement(
        'button',
        {
          type: 'button',
          onClick: () => props.onPick({ lat: 19.0728, lng: 72.8826 }),
          'data-initial-center': `${props.initialCenter.lat},${props.initialCenter.lng}`,
        },
        'Fake map click',
      );
    },
  };
});

afterEach(() => vi.restoreAllMocks());

/** The picker inside a form that, like the event form, reports a missing venue with the spec's message. */
function PickerWithSubmitError({ submitted }: { submitted: boolean }) {
  const [venue, setVenue] = useState<VenueValue | null>(null);
  const missing = !venue?.name.trim() || !venue.coordinates;
  return (
    <VenuePicker
      value={venue}
      onChange={setVenue}
      city="Mumbai"
      onCityFound={() => {}}
      error={submitted && missing ? EVENT_FORM_MESSAGES.venueRequired : undefined}
    />
  );
}

/** The picker with a City the test changes, holding its own venue. */
function Picker({ city }: { city: string }) {
  const [venue, setVenue] = useState<VenueValue | null>(null);
  return <VenuePicker value={venue} onChange={setVenue} city={city} onCityFound={() => {}} />;
}

describe('venue picker', () => {
  test('when the address lookup fails the pin stays, and the form asks for the venue name', async () => {
    (globalThis as { fakeGeocoder?: Geocoder }).fakeGeocoder = {
      search: () => Promise.reject(new TypeError('Failed to fetch')),
      reverse: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { rerender } = render(<PickerWithSubmitError submitted />);

    // Nothing chosen yet: the spec's message.
    expect(screen.getByText('Please select a venue using the map')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Fake map click' }));
    expect(
      await screen.findByText(/The pin is placed, but the address of this point could not be looked up/),
    ).toBeInTheDocument();
    expect(screen.getByText('19.07280, 72.88260')).toBeInTheDocument();
    expect(screen.queryByText('Please select a venue using the map')).toBeNull();
    expect(screen.getByText('Please enter the venue name')).toBeInTheDocument();
    expect(screen.getByLabelText('Venue Name')).toHaveAccessibleDescription('Please enter the venue name');

    await user.type(screen.getByLabelText('Venue Name'), 'Jio World Garden');
    rerender(<PickerWithSubmitError submitted />);
    expect(screen.queryByText('Please enter the venue name')).toBeNull();
    expect(screen.getByText('19.07280, 72.88260')).toBeInTheDocument();
  });

  test("the map's box is its own stacking context, so its controls never draw over the sticky header", async () => {
    (globalThis as { fakeGeocoder?: Geocoder }).fakeGeocoder = {
      search: async () => [],
      reverse: async () => null,
    };
    render(<PickerWithSubmitError submitted={false} />);
    const box = (await screen.findByRole('button', { name: 'Fake map click' })).closest('.h-72');
    expect(box).toHaveClass('isolate');
  });

  test('without the geocoder the map opens on the typed city; a pin far from a changed City is warned about', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    (globalThis as { fakeGeocoder?: Geocoder }).fakeGeocoder = { search: offline, reverse: offline };
    const shown: unknown[] = [];
    (globalThis as { fakeMapShown?: unknown[] }).fakeMapShown = shown;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { rerender } = render(<Picker city="Mumbai" />);
    const map = await screen.findByRole('button', { name: 'Fake map click' });
    // The table's Mumbai, not the spec's New Delhi default.
    expect(map).toHaveAttribute('data-initial-center', '19.0728,72.8826');

    // A City typed later moves the map there at once, with no network.
    rerender(<Picker city="Pune" />);
    expect(shown).toContainEqual({ name: 'Pune', lat: 18.5196, lng: 73.8554 });

    await user.click(map);
    expect(screen.getByText(/The venue pin is about \d+ km from Pune/)).toBeInTheDocument();
    rerender(<Picker city="Bombay" />);
    expect(screen.queryByText(/The venue pin is about/)).toBeNull();
  });
});
