import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Provider } from '@/components/ui/provider';
import { SchemaForm } from '@/components/ui/schema-form';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from './api-client';
import { useContractForm } from './use-contract-form';

const NAME_REQUIRED = 'Enter a name';
const WHOLE_TOKENS = 'Tokens must be a whole number';
const NEEDS_NOTE = 'A gift of more than 10 tokens needs a note';

/** A schema as contracts write them: text in, a number out, and a rule across fields said under one of them. */
const giftSchema = z
  .object({
    name: z.string().trim().min(1, NAME_REQUIRED),
    tokens: z.string().transform(Number).pipe(z.number().int(WHOLE_TOKENS)),
    note: z.string(),
  })
  .refine((gift) => gift.tokens <= 10 || gift.note !== '', { error: NEEDS_NOTE, path: ['note'] });

type Gift = z.output<typeof giftSchema>;

/** The request's refusal: the API's error body with issues at `paths`. */
function refusal(issues: { path: string; message: string }[]) {
  return new ApiError(400, 'Bad Request', JSON.stringify({ message: 'Refused', code: 'validation_failed', issues }));
}

function GiftForm({ send }: { send: (gift: Gift, onError: (error: unknown) => void) => void }) {
  const form = useContractForm(giftSchema, { name: '', tokens: '', note: '' });
  return (
    <Provider>
      <SchemaForm
        form={form}
        mutation={{ mutate: (gift, { onError }) => send(gift, onError), isPending: false }}
        submitLabel="Send gift"
        pendingLabel="Sending..."
      >
        <TextField label="Name" autoComplete="off" control={form.control} name="name" />
        <TextField label="Tokens" autoComplete="off" control={form.control} name="tokens" />
        <TextField label="Note" autoComplete="off" control={form.control} name="note" />
      </SchemaForm>
    </Provider>
  );
}

function renderGiftForm(send: (gift: Gift, onError: (error: unknown) => void) => void = () => {}) {
  render(<GiftForm send={send} />);
  return {
    user: userEvent.setup(),
    name: screen.getByRole('textbox', { name: 'Name' }),
    tokens: screen.getByRole('textbox', { name: 'Tokens' }),
    note: screen.getByRole('textbox', { name: 'Note' }),
    submit: screen.getByRole('button', { name: 'Send gift' }),
  };
}

describe('a form checked with a contracts schema', () => {
  it('says nothing while typing, then on submit says what is wrong under each field, focuses the first and sends nothing', async () => {
    const send = vi.fn();
    const { user, name, tokens, submit } = renderGiftForm(send);
    await user.type(tokens, '2.5');
    expect(tokens).toBeValid();

    await user.click(submit);
    expect(name).toHaveAccessibleErrorMessage(NAME_REQUIRED);
    expect(tokens).toHaveAccessibleErrorMessage(WHOLE_TOKENS);
    expect(name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('after a submit, follows every change: a mended field loses its message, a broken one gets it back', async () => {
    const { user, name, tokens, submit } = renderGiftForm();
    await user.type(tokens, '2.5');
    await user.click(submit);
    await user.type(name, 'Ada');
    expect(name).toBeValid();
    await user.clear(name);
    expect(name).toHaveAccessibleErrorMessage(NAME_REQUIRED);
    expect(tokens).toHaveAccessibleErrorMessage(WHOLE_TOKENS);
  });

  it('mends a rule across fields from the field it depends on', async () => {
    const { user, name, tokens, note, submit } = renderGiftForm();
    await user.type(name, 'Ada');
    await user.type(tokens, '12');
    await user.click(submit);
    expect(note).toHaveAccessibleErrorMessage(NEEDS_NOTE);
    expect(note).toHaveFocus();

    await user.clear(tokens);
    await user.type(tokens, '5');
    expect(note).toBeValid();
  });

  it('sends the parsed values of a valid form', async () => {
    const send = vi.fn();
    const { user, name, tokens, submit } = renderGiftForm(send);
    await user.type(name, '  Ada ');
    await user.type(tokens, '7');
    await user.click(submit);
    expect(send).toHaveBeenCalledWith({ name: 'Ada', tokens: 7, note: '' }, expect.any(Function));
  });

  it("shows a refusal's issues under their fields, focuses the first, and each goes once its field is edited", async () => {
    const { user, name, tokens, note, submit } = renderGiftForm((_gift, onError) =>
      onError(
        refusal([
          { path: 'tokens', message: 'Ada already has 1000 tokens' },
          { path: 'name', message: 'No account is named Ada' },
          { path: 'name', message: 'A second issue of the same field' },
          { path: 'colour', message: 'A field the form does not have' },
        ]),
      ),
    );
    await user.type(name, 'Ada');
    await user.type(tokens, '7');
    await user.click(submit);
    expect(name).toHaveAccessibleErrorMessage('No account is named Ada');
    expect(tokens).toHaveAccessibleErrorMessage('Ada already has 1000 tokens');
    expect(name).toHaveFocus();
    expect(screen.queryByText('A field the form does not have')).not.toBeInTheDocument();

    await user.type(name, 'a');
    expect(name).toBeValid();
    expect(tokens).toHaveAccessibleErrorMessage('Ada already has 1000 tokens');
    await user.type(note, 'thanks');
    expect(tokens).toHaveAccessibleErrorMessage('Ada already has 1000 tokens');
  });

  it('keeps what was typed into a prerendered field before the app took the page over, and sends it', async () => {
    const send = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<GiftForm send={send} />);
    document.body.append(container);
    // Typed into the served HTML as a visitor would, before React owns it.
    // eslint-disable-next-line testing-library/no-node-access
    const served = container.querySelector<HTMLInputElement>('input[name="name"]');
    if (served) served.value = 'Ada';

    render(<GiftForm send={send} />, { container, hydrate: true });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Tokens' }), '3');
    await user.click(screen.getByRole('button', { name: 'Send gift' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(send).toHaveBeenCalledWith({ name: 'Ada', tokens: 3, note: '' }, expect.any(Function));
  });
});
