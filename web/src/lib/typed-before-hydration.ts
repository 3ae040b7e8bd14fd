import { type RefObject, useEffect, useEffectEvent } from 'react';

/**
 * Keeps what a visitor typed into a prerendered input before React took it over. The HTML answers typing at once and
 * hydration leaves the field's text alone, but React's state still holds the HTML's value and its next render would
 * write that back over the typing. So once the input has hydrated, the text it holds at that moment (every letter,
 * those typed while React hydrated in slices included) is handed to its own onChange as the input event React missed.
 * In a client render the field holds `value` when mounted, and nothing happens.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: string): void {
  const replayTyping = useEffectEvent((field: HTMLInputElement) => {
    const typed = field.value;
    // The input's own setter: it sets what the field holds without React's value tracker noticing.
    const setFieldValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (typed === value || !setFieldValue) return;
    // Through React's tracker, so that it believes the field holds its own value; then the typing, past the tracker,
    // so the event's target differs from what React last saw and reaches onChange.
    field.value = value;
    setFieldValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  useEffect(() => {
    if (ref.current) replayTyping(ref.current);
  }, [ref]);
}
