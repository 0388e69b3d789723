export interface VenueMapViewProps {
  lat: number;
  lng: number;
  name: string;
  address: string | null;
}
