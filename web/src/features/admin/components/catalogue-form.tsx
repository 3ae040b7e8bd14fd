import { isValidElement, type ReactElement } from 'react';
import type { z } from 'zod';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { type ContractFieldName, useContractForm } from '@/lib/use-contract-form';
import { ADMIN_TEXTS } from '../texts';
import { reportRefusal } from '../utils/report-refusal';
import { BoundField, type FieldSpec } from './form-field';

type FieldName<Schema extends z.ZodObject> = keyof z.input<Schema> & string;

/** A New or Edit form of a catalogue: what it checks, shows and sends. */
export interface CatalogueFormSpec<Schema extends z.ZodObject, Request> {
  /** The form's accessible name. */
  label: string;
  schema: Schema;
  initialValues: Record<FieldName<Schema>, string>;
  /** Its inputs in order; an element (the package's Size select) stands among them as it is. */
  fields: readonly (FieldSpec<ContractFieldName<Schema>> | ReactElement)[];
  /** The request the checked values make; `typed` holds the inputs' values as typed. */
  toRequest: (values: z.output<Schema>, typed: Record<FieldName<Schema>, string>) => Request;
}

interface CatalogueFormProps<Schema extends z.ZodObject, Request> {
  spec: CatalogueFormSpec<Schema, Request>;
  /** The call that saves: a create or an update mutation. */
  save: { mutateAsync: (request: Request) => Promise<unknown>; isPending: boolean };
  /** The title of a refusal's toast. */
  failed: string;
  /** Closes the dialog: after Cancel, or once saved. */
  onDone: () => void;
}

/**
 * The body of a New/Edit dialog: its fields in two columns on wide screens, then Cancel and Save. A refusal that
 * names fields is said under them, any other is toasted.
 */
export function CatalogueForm<Schema extends z.ZodObject, Request>({
  spec,
  save,
  failed,
  onDone,
}: CatalogueFormProps<Schema, Request>) {
  const form = useContractForm(spec.schema, spec.initialValues);
  const fieldNames = Object.keys(spec.initialValues);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(spec.toRequest(values, form.getValues()));
      onDone();
    } catch (error) {
      reportRefusal(error, { fieldNames, showServerErrors: form.showServerErrors }, failed);
    }
  });
  return (
    <Stack asChild gap="6">
      <form noValidate aria-label={spec.label} onSubmit={(event) => void submit(event)}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {spec.fields.map((field) =>
            isValidElement(field) ? field : <BoundField key={field.name} spec={field} control={form.control} />,
          )}
        </SimpleGrid>
        <Flex justify="flex-end" gap="3">
          <Button variant="outline" onClick={onDone} disabled={save.isPending}>
            {ADMIN_TEXTS.catalogue.cancel}
          </Button>
          <Button type="submit" colorPalette="teal" loading={save.isPending}>
            {ADMIN_TEXTS.catalogue.save}
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
