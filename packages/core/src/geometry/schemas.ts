import { z } from 'zod';

/** zod schema of a {@link Vec}: finite x and y in inches. */
export const VecSchema = z.object({ x: z.number(), y: z.number() });

/** zod schema of a {@link Base}: finite centre and facing (radians), positive width and depth (inches). */
export const BaseSchema = z.object({
  centre: VecSchema,
  facing: z.number(),
  width: z.number().positive(),
  depth: z.number().positive(),
});

/** zod schema of a terrain {@link Polygon}: at least three finite vertices. */
export const PolygonSchema = z.object({ points: z.array(VecSchema).min(3) });

/** zod schema of a {@link Table}: positive width and height in inches. */
export const TableSchema = z.object({
  width: z.number().positive(),
  height: z.number().positive(),
});
