import { createListingRequestSchema } from '@roomremix/contracts/listings';
import { useNavigate } from 'react-router';
import { SchemaForm } from '@/components/ui/schema-form';
import { TextField } from '@/components/ui/text-field';
import { listingPath } from '@/lib/route-paths';
import { useContractForm } from '@/lib/use-contract-form';
import { useCreateListing } from '../api/create-listing';
import { TAP_SIZE } from './tap-size';

/** A new listing from its title (the contract's rules, checked before sending); its page opens once it exists. */
export function CreateListingForm() {
  const creation = useCreateListing();
  const navigate = useNavigate();
  const form = useContractForm(createListingRequestSchema, { title: '' });
  return (
    <SchemaForm
      form={form}
      mutation={{
        mutate: (request, { onError }) =>
          creation.mutate(request, { onError, onSuccess: (listing) => void navigate(listingPath(listing.id)) }),
        isPending: creation.isPending,
      }}
      submitLabel="Create listing"
      pendingLabel="Creating..."
      size={TAP_SIZE}
    >
      <TextField label="Property title" autoComplete="off" size={TAP_SIZE} control={form.control} name="title" />
    </SchemaForm>
  );
}
