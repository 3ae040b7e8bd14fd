import { queryOptions } from '@tanstack/react-query';
import { type AnswerSchema, apiJson } from './api-client';

/** `GET path` as a query cached under its path, its answer parsed with the contract's schema. */
export function apiGetQuery<T>(path: string, schema: AnswerSchema<T>) {
  return queryOptions({ queryKey: [path], queryFn: () => apiJson('GET', path, schema) });
}
