import express from 'express';

/** Largest JSON body the API accepts; every JSON call is a small form, uploads are multipart. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** Parses `application/json` bodies up to JSON_BODY_LIMIT_BYTES; failures reach the error handler. */
export const jsonBody = express.json({ limit: JSON_BODY_LIMIT_BYTES });
