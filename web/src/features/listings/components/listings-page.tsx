import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { QueryState } from '@/components/ui/query-state';
import { useListings } from '../api/get-listings';
import { LISTING_KIT_SUMMARY } from '../texts';
import { CardGrid } from './card-grid';
import { CreateListingForm } from './create-listing-form';
import { ListingCard } from './listing-card';

/** `/listings`: a new listing from its title, then the user's listings as cards, or what the kit is for. */
export function ListingsPage() {
  const listings = useListings();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Listings
          </Heading>
          <Text color="fg.muted">{LISTING_KIT_SUMMARY}</Text>
        </Stack>
        <Stack as="section" aria-labelledby="new-listing-heading" gap="3" layerStyle="panel" p="5" maxW="xl">
          <Heading as="h2" size="md" id="new-listing-heading">
            New listing
          </Heading>
          <CreateListingForm />
        </Stack>
        <QueryState query={listings} what="your listings">
          {(list) =>
            list.length === 0 ? (
              <Text color="fg.muted">
                No listings yet. Create one above, add the property&apos;s photos and stage them all at once.
              </Text>
            ) : (
              <CardGrid as="ul" label="Your listings">
                {list.map((listing) => (
                  <ListingCard key={listing.id} listing={listing} />
                ))}
              </CardGrid>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
