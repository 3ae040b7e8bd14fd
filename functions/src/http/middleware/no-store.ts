import type { RequestHandler } from 'express';

/** Marks every API response, errors and 404s included, as never cacheable: they carry per-user data. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
};
