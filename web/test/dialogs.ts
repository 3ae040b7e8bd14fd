import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The open dialog named `name` (role `dialog` or `alertdialog`), once it takes pointer input. A dialog opened over
 * another one is made the top layer a frame after it renders (Zag's layer stack, under Chakra's Dialog); until then
 * the page under the first dialog, the new one included, ignores pointers. No person clicks within that frame; a test
 * can, so it waits for what a person would see: a dialog that answers to the pointer.
 */
export async function findReadyDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'));
  return dialog;
}
