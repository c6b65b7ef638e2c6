import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionFixture } from '@/test/fixtures';
import { envelopeResponse } from '@/test/render';
import { toUpdateInput, updateCollection } from './update-collection';

const fetchMock = vi.fn<typeof fetch>();
const collection = collectionFixture({ access: 'owner', isEditable: true });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => envelopeResponse({ success: true, data: collection }));
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const sentForm = () => fetchMock.mock.calls[0]?.[1]?.body as FormData;

describe('updateCollection', () => {
  it('sends the gift list flag only when the edit dialog sets it', async () => {
    await updateCollection(toUpdateInput(collection));
    expect(sentForm().has('isGiftList')).toBe(false);
    fetchMock.mockClear();

    await updateCollection({ ...toUpdateInput(collection), isGiftList: true });
    expect(sentForm().get('isGiftList')).toBe('true');
  });
});
