import * as z from 'zod';
import { limits } from './constants';
import { validationMessages as m } from './messages';

/** A comment (spec §5): the trimmed text, 1 to 500 characters. */
export const createCommentSchema = z.object({
  collectionId: z.uuid(m.collectionIdInvalid),
  content: z
    .string({ error: m.commentRequired })
    .trim()
    .min(1, m.commentRequired)
    .max(limits.commentMax, m.commentTooLong),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

export interface Comment {
  id: string;
  userId: string;
  collectionId: string;
  content: string;
  createdAt: string;
  updatedAt: string;
  user: { name: string; surname: string; userName: string };
}
