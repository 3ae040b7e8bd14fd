import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '@/components/ui/provider';
import type { MaskStroke } from '../utils/mask-strokes';
import { MaskPainter } from './mask-painter';

function renderPainter({ disabled = false } = {}) {
  const onStroke = vi.fn<(stroke: MaskStroke) => void>();
  const { container } = render(
    <Provider>
      <button type="button">Before the photo</button>
      <MaskPainter
        imageUrl="/room.png"
        strokes={[]}
        onStroke={onStroke}
        onUndo={() => {}}
        onClear={() => {}}
        disabled={disabled}
        warnAboveShare={null}
      />
    </Provider>,
  );
  // The photo is decorative (alt=""), so no role reaches it; the surface appears once it has loaded.
  // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- see above
  const photo = container.querySelector('img')!;
  Object.defineProperties(photo, { naturalWidth: { value: 400 }, naturalHeight: { value: 300 } });
  fireEvent.load(photo);
  return { user: userEvent.setup(), onStroke };
}

const surface = () => screen.getByRole('application', { name: 'Painted region: nothing painted' });

describe('MaskPainter from the keyboard', () => {
  it('paints the line the arrow keys move the brush along, from Space to Space', async () => {
    const { user, onStroke } = renderPainter();
    await user.tab();
    await user.tab();
    expect(surface()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Brush at 50% across, 50% down. Space starts painting.');

    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('Painting at 56% across, 60% down. Space ends the stroke.');
    expect(onStroke).not.toHaveBeenCalled();
    await user.keyboard(' ');

    expect(onStroke).toHaveBeenCalledOnce();
    expect(onStroke).toHaveBeenCalledWith({
      erase: false,
      size: 0.07,
      points: [
        { x: 0.5, y: 0.5 },
        { x: 0.52, y: 0.5 },
        { x: 0.54, y: 0.5 },
        { x: 0.56, y: 0.5 },
        { x: 0.56, y: 0.6 },
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Brush at 56% across, 60% down.');
  });

  it('erases when Erase is chosen, and lifts the brush on Escape', async () => {
    const { user, onStroke } = renderPainter();
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    surface().focus();
    await user.keyboard('{Enter}{ArrowLeft}{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('Space starts erasing.');
    expect(onStroke).toHaveBeenCalledWith({
      erase: true,
      size: 0.07,
      points: [
        { x: 0.5, y: 0.5 },
        { x: 0.48, y: 0.5 },
      ],
    });
  });

  it('keeps the brush on the photo and ends the stroke when focus leaves it', async () => {
    const { user, onStroke } = renderPainter();
    surface().focus();
    await user.keyboard(' {Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}');
    await user.tab();
    expect(surface()).not.toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const stroke = onStroke.mock.calls[0]?.[0];
    expect(stroke?.points.at(-1)).toEqual({ x: 0.5, y: 0 });
  });

  it('cannot be reached or painted while the brush is disabled', async () => {
    const { user, onStroke } = renderPainter({ disabled: true });
    expect(surface()).toHaveAttribute('tabindex', '-1');
    surface().focus();
    await user.keyboard(' {ArrowRight} ');
    expect(onStroke).not.toHaveBeenCalled();
  });
});
