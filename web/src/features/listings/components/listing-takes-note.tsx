import { Fragment } from 'react';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { listingPath, ROUTE_PATHS } from '@/lib/route-paths';
import { useListings } from '../api/get-listings';

/** How many listings the note names before it points at all of them. */
const NAMED = 4;

/**
 * Said above My Results to a user with listing photos: their staged photos are kept with each listing (where their
 * takes are viewed and deleted), not as loose copies here; each listing is a link.
 */
export function ListingTakesNote() {
  const listings = (useListings().data ?? []).filter(({ photoCount }) => photoCount > 0);
  if (listings.length === 0) return null;
  const named = listings.slice(0, NAMED);
  return (
    <Text color="fg.muted" fontSize="sm">
      {'Photos staged for a listing are kept with the listing, not here: '}
      {named.map(({ id, title }, index) => (
        <Fragment key={id}>
          {index > 0 && ', '}
          <Link asChild color="teal.fg">
            <RouterLink to={listingPath(id)}>{title}</RouterLink>
          </Link>
        </Fragment>
      ))}
      {listings.length > NAMED && (
        <>
          {', '}
          <Link asChild color="teal.fg">
            <RouterLink to={ROUTE_PATHS.listings}>{`all ${listings.length} listings`}</RouterLink>
          </Link>
        </>
      )}
      .
    </Text>
  );
}
