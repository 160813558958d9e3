/**
 * @muster/core/geometry — the shared tabletop geometry in inches: vectors, bases as oriented rectangles
 * with their centres and arcs, polygons, segments, overlap, distances, line of sight, movement paths and
 * first contact. The root entry re-exports what rulesets use most; this entry is the whole toolkit.
 *
 * @example
 * import { baseAt, distanceToBase, NORTH } from '@muster/core/geometry';
 * const a = baseAt({ x: 10, y: 10 }, NORTH, 4, 2);
 * distanceToBase({ x: 10, y: 20 }, a);
 *
 * @packageDocumentation
 */
export { GEOMETRY_EPSILON } from './tolerance.js';
export {
  add,
  angleBetween,
  angleOf,
  cross,
  distance,
  dot,
  fromAngle,
  hypot,
  length,
  lerp,
  normalize,
  normalizeAngle,
  perpRight,
  rotate,
  scale,
  sub,
  vec,
} from './Vec.js';
export type { Vec } from './Vec.js';
export {
  EAST,
  NORTH,
  SOUTH,
  WEST,
  baseAt,
  centres,
  cornerCoordinates,
  corners,
  forwardOf,
  fromLocal,
  frontCentre,
  rearCentre,
  rightOf,
  toLocal,
} from './Base.js';
export type { Base, CentreName, Centres, Corners } from './Base.js';
export { TABLE_72x48, baseInside } from './Table.js';
export type { Table } from './Table.js';
export {
  arcOf,
  inFrontArc,
  inFrontArcFrom,
  isBehindFrontLine,
  isWhollyBehindFrontLine,
  isWhollyBehindRearLine,
} from './arcs.js';
export type { Arc } from './arcs.js';
export {
  closestParameterOnSegment,
  closestPointOnSegment,
  pointSegmentDistance,
  polylineCrossings,
  segmentDistance,
  segmentIntersectionParameters,
  segmentsIntersect,
} from './segments.js';
export type { Segment } from './segments.js';
export {
  closestPointOfPolygon,
  distanceToBoundary,
  distanceToPolygon,
  insideIntervals,
  lengthInsidePolygon,
  pointInPolygon,
  pointStrictlyInPolygon,
  polygonOfBase,
  segmentIntersectsPolygon,
} from './Polygon.js';
export type { Polygon } from './Polygon.js';
export { basesOverlap, convexOverlap, edgeNormals, project, segmentIntersectsBase, shapesOverlap } from './overlap.js';
export { convexPieces, signedArea2 } from './convexPieces.js';
export {
  baseGap,
  closestPointOfShape,
  distanceToBase,
  distanceToShape,
  nearestCentre,
  outlineOf,
  shapeGap,
} from './distances.js';
export type { NearestCentre, Shape } from './distances.js';
export { lineOfSight, passageWidth } from './lineOfSight.js';
export type { Blocker, LineOfSight, LineOfSightOptions } from './lineOfSight.js';
export { advance, faceTowards, moveFrontCentreTo, pivot, pivotPointOf, stepDistance, sweep } from './movement.js';
export type { MoveStep, PivotPoint, Sweep } from './movement.js';
export { contactAlong, contactDistance, firstContact } from './firstContact.js';
export type { Contact } from './firstContact.js';
export { firstWithin } from './firstWithin.js';
export { BaseSchema, PolygonSchema, TableSchema, VecSchema } from './schemas.js';
export { pivotContact } from './pivotContact.js';
export type { PivotContact } from './pivotContact.js';
export { centresInSight } from './centresInSight.js';
export { sweepUntilContact } from './sweepUntilContact.js';
export type { BlockedSweep } from './sweepUntilContact.js';
