/** Great-circle distances between points given in decimal degrees, for the services that search by place. */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The IUGG mean Earth radius R1 = 6371.0088 km (the mean of the WGS 84 ellipsoid's semi-axes,
 * (2a + b) / 3), in statute miles of 1.609344 km. A sphere of this radius keeps haversine distances within
 * about 0.5% of the ellipsoidal ones everywhere.
 */
export const EARTH_MEAN_RADIUS_MILES = 6371.0088 / 1.609344;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The haversine great-circle distance from `a` to `b`, in miles. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // min() guards asin against a rounding error pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_MEAN_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
