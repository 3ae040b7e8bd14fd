import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('shows the local date and the 12-hour time', () => {
    const iso = new Date(2025, 4, 3, 14, 0).toISOString();
    expect(formatDateTime(iso)).toBe('May 3, 2025, 2:00 PM');
  });
});
