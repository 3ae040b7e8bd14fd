import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BeforeAfterSlider } from './before-after-slider';
import { Provider } from './provider';

function renderSlider() {
  render(
    <Provider>
      <BeforeAfterSlider
        before={{ src: '/before.webp', alt: 'Room before' }}
        after={{ src: '/after.webp', srcSet: '/after-480.webp 480w, /after-960.webp 960w', alt: 'Room after' }}
        label="Compare before and after: Test room"
        sizes="100vw"
      />
    </Provider>,
  );
  return {
    user: userEvent.setup(),
    slider: screen.getByRole('slider', { name: 'Compare before and after: Test room' }),
  };
}

describe('BeforeAfterSlider', () => {
  it('shows both images, lazily, with the divider in the middle', () => {
    const { slider } = renderSlider();
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(slider).toHaveAttribute('aria-valuetext', '50% before, 50% after');
    expect(screen.getByRole('img', { name: 'Room before' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Room after' })).toHaveAttribute(
      'srcset',
      '/after-480.webp 480w, /after-960.webp 960w',
    );
  });

  it('moves with the arrow, Page and Home/End keys, within 0 to 100', async () => {
    const { user, slider } = renderSlider();
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '55');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '60');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}{PageDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', '0% before, 100% after');
  });

  it('follows a drag across the frame and takes the focus', () => {
    const { slider } = renderSlider();
    // eslint-disable-next-line testing-library/no-node-access -- the frame is layout (its box and ratio), with no role to query
    const frame = slider.parentElement as HTMLElement;
    frame.getBoundingClientRect = () => ({
      left: 100,
      width: 400,
      top: 0,
      height: 300,
      right: 500,
      bottom: 300,
      x: 100,
      y: 0,
      toJSON: () => ({}),
    });

    fireEvent.pointerDown(frame, { pointerId: 1, button: 0, clientX: 200 });
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    expect(slider).toHaveFocus();
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 460 });
    expect(slider).toHaveAttribute('aria-valuenow', '90');
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 900 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    fireEvent.pointerUp(frame, { pointerId: 1, clientX: 900 });

    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 300 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });

  it("takes the after image's own shape when asked, so a portrait photo is shown whole, not cropped to 3:2", () => {
    render(
      <Provider>
        <BeforeAfterSlider
          before={{ src: '/before.jpg', alt: 'Portrait before' }}
          after={{ src: '/after.jpg', alt: 'Portrait after' }}
          label="Compare"
          aspectRatio="image"
          maxFrameHeight="70vh"
        />
      </Provider>,
    );
    const after = screen.getByRole('img', { name: 'Portrait after' });
    // eslint-disable-next-line testing-library/no-node-access -- the frame is layout (its box and ratio), with no role to query
    const frame = after.parentElement as HTMLElement;
    expect(parseFloat(getComputedStyle(frame).aspectRatio)).toBeCloseTo(3 / 2);

    Object.defineProperties(after, { naturalWidth: { value: 800 }, naturalHeight: { value: 1200 } });
    fireEvent.load(after);

    expect(parseFloat(getComputedStyle(frame).aspectRatio)).toBeCloseTo(800 / 1200);
    // As wide as 70 % of the screen's height allows at that shape, so the frame narrows rather than crops.
    expect(parseFloat(getComputedStyle(frame).maxWidth)).toBeCloseTo(0.7 * window.innerHeight * (800 / 1200));
    expect(getComputedStyle(after).objectFit).toBe('contain');
    expect(getComputedStyle(screen.getByRole('img', { name: 'Portrait before' })).objectFit).toBe('contain');
  });
});
