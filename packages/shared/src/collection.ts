import * as z from 'zod';
import { collectionStatus } from './collection-status';
import { limits } from './constants';
import { pagedResultSchema } from './envelope';
import { collectionAccesses } from './members';
import { validationMessages as m } from './messages';

export { collectionStatus, type CollectionStatus } from './collection-status';

const collectionName = z
  .string({ error: m.collectionNameRequired })
  .trim()
  .min(1, m.collectionNameRequired)
  .min(limits.collectionName.min, m.collectionNameTooShort)
  .max(limits.collectionName.max, m.collectionNameTooLong);

/** Forms send booleans as the strings 'true'/'false' (spec §5: isPublic is a string). */
export const booleanString = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** Create form (spec §5): description may be null or empty, otherwise at least 5 characters. */
export const createCollectionSchema = z.object({
  name: collectionName,
  description: z
    .string()
    .trim()
    .max(limits.descriptionMax, m.descriptionTooLong)
    .refine(
      (value) => value === '' || value.length >= limits.descriptionMin,
      m.descriptionTooShortIfProvided,
    )
    .nullish()
    .transform((value) => value ?? ''),
  isPublic: booleanString.default(false),
});
export type CreateCollectionInput = z.input<typeof createCollectionSchema>;

/** Edit (spec §5's edit rule): id, name, optional description 5–250, visibility and status. */
export const updateCollectionSchema = z.object({
  id: z.uuid(m.collectionIdInvalid),
  name: collectionName,
  description: z
    .string()
    .trim()
    .refine((value) => value === '' || value.length >= limits.descriptionMin, m.descriptionTooShort)
    .refine((value) => value.length <= limits.descriptionMax, m.descriptionTooLong)
    .nullish()
    .transform((value) => value ?? ''),
  isPublic: booleanString,
  status: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  /** A gift list (issue #14); left as it is when not sent. */
  isGiftList: booleanString.optional(),
});
export type UpdateCollectionInput = z.input<typeof updateCollectionSchema>;

export const collectionIdParamsSchema = z.object({ id: z.uuid(m.collectionIdInvalid) });

export const likeSchema = z.object({ CollectionId: z.uuid(m.collectionIdInvalid) });

export const collectionOwnerSchema = z.object({
  name: z.string(),
  surname: z.string(),
  userName: z.string(),
});
export type CollectionOwner = z.infer<typeof collectionOwnerSchema>;

/** A collection as every collection call returns it (spec §3), computed for the caller. */
export const collectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  isImmutable: z.boolean(),
  /** The caller owns it: only the owner edits its name, visibility, status and members. */
  isEditable: z.boolean(),
  /** The caller's part in it (issue #14): editors add and remove products too. */
  access: z.enum(collectionAccesses),
  isGiftList: z.boolean(),
  isCurrentUserLiked: z.boolean(),
  likeCount: z.number().int(),
  viewCount: z.number().int(),
  productCount: z.number().int(),
  /** Comments on the collection, kept exact by the api (the Comments button's badge). */
  commentCount: z.number().int(),
  createdAt: z.iso.datetime(),
  userId: z.uuid(),
  user: collectionOwnerSchema,
  // One literal of three values: serialised as a plain number, where a union would be checked.
  status: z.literal([collectionStatus.active, collectionStatus.deleted, collectionStatus.archived]),
});
export type Collection = z.infer<typeof collectionSchema>;

/** A page of collections, as every collection list returns it. */
export const collectionPageSchema = pagedResultSchema(collectionSchema);
