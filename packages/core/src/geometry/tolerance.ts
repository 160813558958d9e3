/**
 * The default tolerance of the geometry, in inches (and radians for angles).
 *
 * Positions come from sums of sines and cosines, so two bases placed "exactly" in contact differ by
 * about 1e-15; 1e-9 inch is far below anything a player can measure and far above rounding noise.
 */
export const GEOMETRY_EPSILON = 1e-9;
