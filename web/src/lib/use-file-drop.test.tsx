import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFileDrop } from './use-file-drop';

function Zone(props: { inactive?: boolean; pasteFromPage?: boolean; onFiles: (files: File[]) => void }) {
  const { dropZoneProps } = useFileDrop(props.inactive ?? false, props.onFiles, {
    pasteFromPage: props.pasteFromPage ?? false,
  });
  return (
    <div>
      <div role="group" aria-label="Zone" {...dropZoneProps}>
        <button type="button">Browse Files</button>
      </div>
      <input aria-label="Title" />
    </div>
  );
}

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'room.jpg', { type: 'image/jpeg' });
const pasting = (files: File[]) => ({ clipboardData: { files, types: ['Files'] } });

describe('pasting images into a drop zone', () => {
  it('takes an image pasted while the focus is in the zone', () => {
    const onFiles = vi.fn();
    render(<Zone onFiles={onFiles} />);
    screen.getByRole('button', { name: 'Browse Files' }).focus();
    fireEvent.paste(screen.getByRole('button', { name: 'Browse Files' }), pasting([photo]));
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([photo]);
  });

  it('takes an image pasted anywhere on the page when it is the page’s main zone, once', () => {
    const onFiles = vi.fn();
    render(<Zone onFiles={onFiles} pasteFromPage />);
    fireEvent.paste(document.body, pasting([photo]));
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([photo]);
    onFiles.mockClear();
    fireEvent.paste(screen.getByRole('button', { name: 'Browse Files' }), pasting([photo]));
    expect(onFiles).toHaveBeenCalledOnce();
  });

  it('leaves a paste into a text field to the field', () => {
    const onFiles = vi.fn();
    render(<Zone onFiles={onFiles} pasteFromPage />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    title.focus();
    fireEvent.paste(title, pasting([photo]));
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('ignores text, and takes nothing while inactive', () => {
    const onFiles = vi.fn();
    const { rerender } = render(<Zone onFiles={onFiles} pasteFromPage />);
    fireEvent.paste(document.body, pasting([]));
    rerender(<Zone onFiles={onFiles} pasteFromPage inactive />);
    fireEvent.paste(document.body, pasting([photo]));
    fireEvent.paste(screen.getByRole('button', { name: 'Browse Files' }), pasting([photo]));
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('takes nothing pasted outside it when it is not the page’s main zone', () => {
    const onFiles = vi.fn();
    render(<Zone onFiles={onFiles} />);
    fireEvent.paste(document.body, pasting([photo]));
    expect(onFiles).not.toHaveBeenCalled();
  });
});
