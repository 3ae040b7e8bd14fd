import { useState } from 'react';
import { createListingRequestSchema, type Listing } from '@roomremix/contracts/listings';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/use-contract-form';
import { useUpdateListing } from '../api/update-listing';
import { TAP_SIZE } from './tap-size';

/** The listing's title as the page's heading, with Rename: the title in a field (a new listing's rules), Save, Cancel. */
export function ListingTitle({ listing }: { listing: Listing }) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="2xl" minW="0" overflowWrap="anywhere">
          {listing.title}
        </Heading>
        <Button variant="outline" size={TAP_SIZE} onClick={() => setEditing(true)}>
          Rename
        </Button>
      </Flex>
    );
  }
  return <RenameForm listing={listing} onDone={() => setEditing(false)} />;
}

function RenameForm({ listing, onDone }: { listing: Listing; onDone: () => void }) {
  const rename = useUpdateListing(listing.id);
  const form = useContractForm(createListingRequestSchema, { title: listing.title });
  const submit = form.handleSubmit(({ title }) =>
    rename.mutate({ title }, { onSuccess: onDone, onError: form.showServerErrors }),
  );
  return (
    <Flex asChild gap="2" align="end" wrap="wrap">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Flex flex="1" minW="min(100%, 16rem)">
          <TextField label="Title" autoComplete="off" size={TAP_SIZE} control={form.control} name="title" />
        </Flex>
        <Flex gap="2">
          <Button type="submit" colorPalette="teal" size={TAP_SIZE} loading={rename.isPending}>
            Save
          </Button>
          <Button variant="outline" size={TAP_SIZE} onClick={onDone} disabled={rename.isPending}>
            Cancel
          </Button>
        </Flex>
      </form>
    </Flex>
  );
}
