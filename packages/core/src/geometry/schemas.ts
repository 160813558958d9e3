import { z } from 'zod';

/** zod schema of a {@link Vec}: finite x and y in inches. */
export const VecSchema = z.object({ x: z.number().finite(), y: z.number().finite() });

/** zod schema of a {@link Base}: finite centre and facing (radians), positive width and depth (inches). */
export const BaseSchema = z.object({
  centre: VecSchema,
  facing: z.number().finite(),
  width: z.number().finite().positive(),
  depth: z.number().finite().positive(),
});

/** zod schema of a terrain {@link Polygon}: at least three finite vertices. */
export const PolygonSchema = z.object({ points: z.array(VecSchema).min(3) });

/** zod schema of a {@link Table}: positive width and height in inches. */
export const TableSchema = z.object({
  width: z.number().finite().positive(),
  height: z.number().finite().positive(),
});
