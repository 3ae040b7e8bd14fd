/**
 * An ISO timestamp as every screen shows a moment, users' and admins' alike: the local date and 12-hour time, e.g.
 * 'May 3, 2025, 2:00 PM'.
 */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
