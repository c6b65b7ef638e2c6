import type { Collection } from '@kolekt/shared/collection';
import type { createCollectionSchema } from '@kolekt/shared/collection';
import type * as z from 'zod';
import type { Db } from '../../db/database';
import { collections } from '../../db/schema';
import { getVisibleCollection } from './get-collection';

export async function createCollection(options: {
  db: Db;
  callerId: string;
  input: z.output<typeof createCollectionSchema>;
}): Promise<Collection> {
  const { db, callerId, input } = options;
  const [created] = await db
    .insert(collections)
    .values({
      userId: callerId,
      name: input.name,
      description: input.description || null,
      isPublic: input.isPublic,
    })
    .returning({ id: collections.id });
  return getVisibleCollection({ db, id: created!.id, callerId });
}
