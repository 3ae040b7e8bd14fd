import type { AuditActor } from '@roomremix/contracts/admin';
import type { AdminPackage, PackageCreateRequest, PackageUpdateRequest } from '@roomremix/contracts/admin-catalogue';
import { centsToDecimalString } from '@roomremix/contracts/tokens';
import type { Repositories } from '../../ports/repositories';
import type { TokenPackageRecord } from '../../ports/token-packages';
import { changedFields, changesAnything } from '../../domain/field-changes';
import { namedError } from '../../domain/named-error';
import { MIN_CHARGE_CENTS } from '../../domain/pricing';
import { recordAudit } from './audit';

/** No package has this id. */
export class PackageNotFoundError extends namedError('PackageNotFoundError') {}

/** A package with this id exists already; nothing was written. */
export class PackageExistsError extends namedError('PackageExistsError') {}

/** The price is below what Stripe charges at least; nothing was written. */
export class PackagePriceTooLowError extends namedError('PackagePriceTooLowError') {}

/** What the package use-cases read and write. */
type PackageRepositories = Pick<Repositories, 'runTransaction' | 'tokenPackages' | 'adminAudit'>;

/** The package fields an admin edits. */
type EditablePackage = Omit<AdminPackage, 'id' | 'price'>;

/** `GET /api/admin/packages`: every package, switched-off ones too, cheapest first (ties by id). */
export async function listPackages({ tokenPackages }: Pick<Repositories, 'tokenPackages'>): Promise<AdminPackage[]> {
  return (await tokenPackages.list())
    .map((pkg) => toAdminPackage(pkg.id, pkg))
    .sort((a, b) => a.priceCents - b.priceCents || a.id.localeCompare(b.id));
}

/** `POST /api/admin/packages`: a new package with its audit entry, in one transaction. */
export async function createPackage(
  repositories: PackageRepositories,
  admin: AuditActor,
  request: PackageCreateRequest,
): Promise<AdminPackage> {
  checkPrice(request.priceCents);
  const { id, ...fields } = request;
  const { runTransaction, tokenPackages } = repositories;
  return runTransaction(async (tx) => {
    if (await tokenPackages.readIn(tx, id)) throw new PackageExistsError(`Package ${id} exists`);
    const doc: TokenPackageRecord = { ...fields, price: centsToDecimalString(fields.priceCents) };
    tokenPackages.createIn(tx, id, doc);
    recordAudit(repositories, tx, {
      action: 'package.create',
      actor: admin,
      target: { kind: 'package', id, userId: null },
      before: null,
      after: fields,
    });
    return toAdminPackage(id, doc);
  });
}

/**
 * `PATCH /api/admin/packages/:id`: changes the given fields with an audit entry of what changed, in one transaction;
 * an edit that changes nothing writes nothing. What a package sells is fixed in each payment intent's signed metadata
 * and in each purchase, so open intents and past purchases keep what they were sold at. Throws PackageNotFoundError,
 * PackagePriceTooLowError.
 */
export async function updatePackage(
  repositories: PackageRepositories,
  admin: AuditActor,
  id: string,
  patch: PackageUpdateRequest,
): Promise<AdminPackage> {
  if (patch.priceCents !== undefined) checkPrice(patch.priceCents);
  const { runTransaction, tokenPackages } = repositories;
  return runTransaction(async (tx) => {
    const stored = await tokenPackages.readIn(tx, id);
    if (!stored) throw new PackageNotFoundError(`No package ${id}`);
    const current = toAdminPackage(id, stored);
    const changes = changedFields<EditablePackage>(editableOf(current), patch);
    if (!changesAnything(changes)) return current;
    const { priceCents } = changes.after;
    tokenPackages.updateIn(tx, id, {
      ...changes.after,
      ...(priceCents === undefined ? {} : { price: centsToDecimalString(priceCents) }),
    });
    recordAudit(repositories, tx, {
      action: 'package.update',
      actor: admin,
      target: { kind: 'package', id, userId: null },
      before: changes.before,
      after: changes.after,
    });
    return toAdminPackage(id, { ...stored, ...changes.after });
  });
}

function checkPrice(priceCents: number): void {
  if (priceCents < MIN_CHARGE_CENTS) throw new PackagePriceTooLowError(`${priceCents} cents is below Stripe's minimum`);
}

/** The package as stored; the display price is derived from the cents, as the store's list derives it. */
function toAdminPackage(id: string, doc: TokenPackageRecord): AdminPackage {
  return { id, ...editableOf(doc), price: centsToDecimalString(doc.priceCents) };
}

/** The fields an admin may change, and only those, from a stored package or an admin answer. */
function editableOf(pkg: EditablePackage): EditablePackage {
  const { name, size, description, tokenAmount, priceCents, isActive, stripePriceId } = pkg;
  return { name, size, description, tokenAmount, priceCents, isActive, stripePriceId };
}
