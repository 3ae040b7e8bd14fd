import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captureTypedBeforeHydration, useTypedBeforeHydration } from './typed-before-hydration';

/** Prerendered HTML as a visitor left it: `q` typed into, `untouched` not. */
function prerenderedForm(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = '<input name="q" value=""><input name="untouched" value="as served">';
  // Prerendered HTML before React owns it: a detached tree, which screen queries do not search.
  // eslint-disable-next-line testing-library/no-node-access
  const typedInto = container.querySelector<HTMLInputElement>('input[name="q"]');
  if (typedInto) typedInto.value = 'refund';
  return container;
}

function Field({ name, onTyped }: { name: string; onTyped: (value: string) => void }) {
  useTypedBeforeHydration(name, onTyped);
  return null;
}

describe('typing before hydration', () => {
  it('hands each typed-into field its value once, and nothing to a field left as served', () => {
    captureTypedBeforeHydration(prerenderedForm());
    const typed = vi.fn();
    const untouched = vi.fn();
    render(
      <>
        <Field name="q" onTyped={typed} />
        <Field name="untouched" onTyped={untouched} />
      </>,
    );
    expect(typed).toHaveBeenCalledExactlyOnceWith('refund');
    expect(untouched).not.toHaveBeenCalled();

    const later = vi.fn();
    render(<Field name="q" onTyped={later} />);
    expect(later).not.toHaveBeenCalled();
  });
});
