import { useEffect, useEffectEvent } from 'react';

/**
 * What a visitor typed into a prerendered page's inputs before the app's scripts ran. The HTML answers typing at
 * once, but hydration renders each input with the value React holds and throws the typing away, so main.tsx captures
 * the values just before hydrating and each input's component takes its own back (useTypedBeforeHydration).
 */
const typedBeforeHydration = new Map<string, string>();

/** Records, by name, every named input or text area under `container` whose value differs from its HTML's. */
export function captureTypedBeforeHydration(container: Element): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name], textarea[name]',
  )) {
    if (field.value !== field.defaultValue) typedBeforeHydration.set(field.name, field.value);
  }
}

/** Once the component has hydrated: hands `apply` what was typed into the input named `name` before, if anything. */
export function useTypedBeforeHydration(name: string, apply: (value: string) => void): void {
  const applyTyped = useEffectEvent(apply);
  useEffect(() => {
    const typed = typedBeforeHydration.get(name);
    if (typed === undefined) return;
    typedBeforeHydration.delete(name);
    applyTyped(typed);
  }, [name]);
}
