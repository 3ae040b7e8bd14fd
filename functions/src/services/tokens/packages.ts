import {
  centsToDecimalString,
  MAX_PRICE_CENTS,
  type TokenPackage,
  tokenPackageSchema,
} from '@roomremix/contracts/tokens';
import type { Logger } from '../../adapters/logging/logger';
import { namedError } from '../../domain/named-error';
import type { Product } from '../../domain/pricing';
import type { Repositories } from '../../ports/repositories';
import type { StoredPackage } from '../../ports/token-packages';

/** No package has this id: it is unknown, or (when buying) no longer on sale. */
export class UnknownPackageError extends namedError('UnknownPackageError') {}

/**
 * The packages on sale, cheapest first (ties by id), priced from `priceCents`. A stored package that does not fit
 * the contract is left out and logged, so one bad document cannot take the whole store down.
 */
export async function listActivePackages(
  { tokenPackages }: Pick<Repositories, 'tokenPackages'>,
  logger: Logger,
): Promise<TokenPackage[]> {
  const packages: TokenPackage[] = [];
  for (const pkg of await tokenPackages.listActive()) {
    const parsed = tokenPackageSchema.safeParse(toPackage(pkg));
    if (parsed.success) packages.push(parsed.data);
    else {
      const fields = { packageId: pkg.id, issues: parsed.error.issues };
      logger.warn('A stored token package does not fit the contract; it is not listed', fields);
    }
  }
  return packages.sort((a, b) => a.priceCents - b.priceCents || a.id.localeCompare(b.id));
}

/**
 * The package `packageId` as a product. `onSale` refuses packages that are switched off: new purchases need that,
 * while fulfilling a payment made before the switch must still find the package.
 */
export async function findPackageProduct(
  { tokenPackages }: Pick<Repositories, 'tokenPackages'>,
  packageId: string,
  { onSale }: { onSale: boolean },
): Promise<Product> {
  const pkg = await tokenPackages.read(packageId);
  if (!pkg || (onSale && !pkg.isActive)) {
    throw new UnknownPackageError(`No token package ${packageId}${onSale ? ' on sale' : ''}`);
  }
  return {
    kind: 'package',
    packageId,
    name: pkg.name,
    size: pkg.size,
    tokenAmount: pkg.tokenAmount,
    priceCents: pkg.priceCents,
  };
}

function toPackage(pkg: StoredPackage): Record<keyof TokenPackage, unknown> {
  const validCents = Number.isSafeInteger(pkg.priceCents) && pkg.priceCents >= 0 && pkg.priceCents <= MAX_PRICE_CENTS;
  return {
    id: pkg.id,
    name: pkg.name,
    size: pkg.size,
    description: pkg.description,
    tokenAmount: pkg.tokenAmount,
    // The stored display string is ignored: the price is always derived from the cents that are charged.
    price: validCents ? centsToDecimalString(pkg.priceCents) : null,
    priceCents: pkg.priceCents,
    isActive: pkg.isActive,
  };
}
