import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadVenueMapClasses, type VenueMapClasses } from './google-maps-classes';
import GoogleVenueMap from './google-venue-map';

vi.mock('@/config/env', () => ({ env: { googleMapsApiKey: 'test-key' } }));
vi.mock('./google-maps-classes', () => ({ loadVenueMapClasses: vi.fn() }));

const props = { lat: 12.9605, lng: 77.6387, name: 'Bangalore International Centre', address: 'Domlur' };

afterEach(() => vi.useRealTimers());

describe('Google venue map', () => {
  test('when the script cannot be loaded: Map Loading Error with the spec text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(loadVenueMapClasses).mockRejectedValue(new Error('refused'));
    render(<GoogleVenueMap {...props} />);
    expect(await screen.findByText('Map Loading Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to load Google Maps. Please check your API key.')).toBeInTheDocument();
    expect(loadVenueMapClasses).toHaveBeenCalledWith('test-key');
  });

  test('a marker at the venue, zoom 15, and the info window opens after one second', async () => {
    vi.useFakeTimers();
    const created: Record<string, unknown[]> = { map: [], marker: [] };
    const open = vi.fn();
    const maps = {
      Map: vi.fn(function (this: unknown, _element: HTMLElement, options: Record<string, unknown>) {
        created.map!.push(options);
      }),
      Marker: vi.fn(function (this: { addListener: () => void }, options: Record<string, unknown>) {
        created.marker!.push(options);
        this.addListener = () => {};
      }),
      InfoWindow: vi.fn(function (this: { open: typeof open; close: () => void }) {
        this.open = open;
        this.close = () => {};
      }),
    } as unknown as VenueMapClasses;
    vi.mocked(loadVenueMapClasses).mockResolvedValue(maps);

    render(<GoogleVenueMap {...props} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(created.map).toEqual([
      expect.objectContaining({ center: { lat: 12.9605, lng: 77.6387 }, zoom: 15 }),
    ]);
    expect(created.marker).toEqual([expect.objectContaining({ title: 'Bangalore International Centre' })]);
    expect(open).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
  });
});
