import type { FormEvent, ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { ADMIN_TEXTS } from '../texts';

interface CatalogueFormProps {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  isSaving: boolean;
  children: ReactNode;
}

/** The body of a New/Edit dialog: its fields in two columns on wide screens, then Cancel and Save. */
export function CatalogueForm({ label, onSubmit, onCancel, isSaving, children }: CatalogueFormProps) {
  return (
    <Stack asChild gap="6">
      <form noValidate aria-label={label} onSubmit={onSubmit}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {children}
        </SimpleGrid>
        <Flex justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel} disabled={isSaving}>
            {ADMIN_TEXTS.catalogue.cancel}
          </Button>
          <Button type="submit" colorPalette="teal" loading={isSaving}>
            {ADMIN_TEXTS.catalogue.save}
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
