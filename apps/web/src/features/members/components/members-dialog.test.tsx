import { pageSizes } from '@kolekt/shared/constants';
import type { Member, MembersPage, PendingInvite } from '@kolekt/shared/members';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { collectionFixture, sessionUserFixture } from '@/test/fixtures';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { MembersDialog } from './members-dialog';

const collectionId = '0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b';
const ayse = {
  userId: 'u-ayse',
  name: 'Ayşe',
  surname: 'Yılmaz',
  userName: 'ayseyilmaz',
  profileImagePath: null,
};
const burak = {
  userId: 'u-burak',
  name: 'Burak',
  surname: 'Er',
  userName: 'burak_e',
  profileImagePath: null,
};
const burakMember: Member = { ...burak, role: 'editor', joinedAt: '2026-11-01T10:00:00.000Z' };
const invites: PendingInvite[] = [
  {
    id: 'inv-link',
    role: 'viewer',
    invitee: null,
    expiresAt: '2026-12-01T10:00:00.000Z',
    createdAt: '2026-11-24T10:00:00.000Z',
  },
];

/** The members as the api pages them, `pageSizes.members` to a page. */
function pagesOf(members: Member[]): MembersPage[] {
  const count = Math.max(1, Math.ceil(members.length / pageSizes.members));
  return Array.from({ length: count }, (_, i) => ({
    owner: ayse,
    items: members.slice(i * pageSizes.members, (i + 1) * pageSizes.members),
    pageIndex: i + 1,
    pageSize: pageSizes.members,
    totalCount: members.length,
    hasNextPage: i + 1 < count,
  }));
}
let memberPages = pagesOf([burakMember]);
/** Everyone the user search knows, for the username suggestions. */
const people = [
  { id: 'u-cem', name: 'Cem', surname: 'Kaya', userName: 'cem_kaya', biography: null },
  { id: 'u-cemre', name: 'Cemre', surname: 'Su', userName: 'cemresu', biography: null },
];
const token = 'A'.repeat(43);

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    path: String(url),
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const method = init?.method ?? 'GET';
    if (path.includes('/members?') && method === 'GET') {
      const pageIndex = Number(new URL(path, 'http://kolekt.test').searchParams.get('pageIndex'));
      return envelopeResponse({ success: true, data: memberPages[pageIndex - 1] });
    }
    if (path.startsWith('/api/user/search?')) {
      const query = new URL(path, 'http://kolekt.test').searchParams.get('query') ?? '';
      const items = people.filter((person) => person.userName.startsWith(query));
      return envelopeResponse({
        success: true,
        data: { items, pageIndex: 1, pageSize: 6, totalCount: items.length, hasNextPage: false },
      });
    }
    if (path.endsWith('/invites') && method === 'GET') {
      return envelopeResponse({ success: true, data: invites });
    }
    if (path.endsWith('/invites') && method === 'POST') {
      const { userName } = JSON.parse(String(init?.body)) as { userName: string };
      if (userName === 'nobody') {
        return envelopeResponse({ success: false, message: 'User not found', statusCode: 404 });
      }
      return envelopeResponse({ success: true, data: {}, statusCode: 201 });
    }
    if (path.endsWith('/inviteLinks')) {
      return envelopeResponse({
        success: true,
        data: { id: 'l2', token, role: 'editor', expiresAt: '2026-11-25T10:00:00.000Z' },
        statusCode: 201,
      });
    }
    if (method === 'PUT' || method === 'DELETE') return envelopeResponse({ success: true });
    throw new Error(`unexpected request ${method} ${path}`);
  });
});

afterEach(() => {
  memberPages = pagesOf([burakMember]);
  toast.dismiss();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function renderAs(userId: string, access: 'owner' | 'editor' | 'viewer', onLeft?: () => void) {
  useSessionStore.getState().setSession({
    accessToken: 'jwt',
    user: sessionUserFixture({ id: userId }),
  });
  const collection = collectionFixture({
    id: collectionId,
    access,
    isEditable: access === 'owner',
  });
  return renderWithProviders(
    <>
      <MembersDialog collection={collection} onLeft={onLeft} />
      <Toaster />
    </>,
  );
}

describe('MembersDialog, as the owner', () => {
  it('lists the owner and members with their roles, and the waiting invite link', async () => {
    renderAs(ayse.userId, 'owner');
    const list = await screen.findByRole('list', { name: '2 people' });
    expect(list).toHaveTextContent('Ayşe Yılmaz@ayseyilmaz · Owner · you');
    expect(list).toHaveTextContent('Burak Er@burak_e');
    expect(screen.getByRole('combobox', { name: 'Role of Burak Er' })).toHaveValue('editor');
    const waiting = screen.getByRole('region', { name: 'Waiting invitations' });
    expect(waiting).toHaveTextContent('Invite link');
    expect(
      within(waiting).getByRole('button', { name: 'Withdraw invitation: Invite link' }),
    ).toBeInTheDocument();
  });

  it('invites by username, showing why a name is refused under the field', async () => {
    const user = userEvent.setup();
    renderAs(ayse.userId, 'owner');
    const field = await screen.findByLabelText('Username');
    await user.type(field, '@nobody');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'cem');
    await user.selectOptions(screen.getByLabelText('Role', { selector: '#invite-role' }), 'viewer');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    expect(calls()).toContainEqual({
      path: `/api/collection/${collectionId}/invites`,
      method: 'POST',
      body: { userName: 'cem', role: 'viewer' },
    });
  });

  it('suggests people as the owner types, picked with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    renderAs(ayse.userId, 'owner');
    const field = await screen.findByRole('combobox', { name: 'Username' });
    await user.type(field, '@cem');
    const list = await screen.findByRole('listbox', { name: 'People whose name matches' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['@cem_kayaCem Kaya', '@cemresuCemre Su']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: /cemresu/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('cemresu');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(calls().some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    expect(calls()).toContainEqual({
      path: `/api/collection/${collectionId}/invites`,
      method: 'POST',
      body: { userName: 'cemresu', role: 'editor' },
    });
  });

  it('closes the suggestions with Escape and takes one with a click', async () => {
    const user = userEvent.setup();
    renderAs(ayse.userId, 'owner');
    const field = await screen.findByRole('combobox', { name: 'Username' });
    await user.type(field, 'cemr');
    expect(await screen.findByRole('option', { name: /cemresu/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('cemr');

    await user.type(field, 'e');
    await user.click(await screen.findByRole('option', { name: /cemresu/ }));
    expect(field).toHaveValue('cemresu');
    expect(field).toHaveFocus();
  });

  it('makes an invite link to copy, for the role and days chosen', async () => {
    const user = userEvent.setup();
    renderAs(ayse.userId, 'owner');
    await user.selectOptions(await screen.findByLabelText('Valid for'), '1');
    await user.selectOptions(
      screen.getByLabelText('Role', { selector: '#invite-link-role' }),
      'editor',
    );
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    expect(await screen.findByLabelText('Invite link (Editor)')).toHaveValue(
      `${window.location.origin}/invite/${token}`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(calls()).toContainEqual({
      path: `/api/collection/${collectionId}/inviteLinks`,
      method: 'POST',
      body: { role: 'editor', days: 1 },
    });
  });

  it('changes a role, and removes a member after asking', async () => {
    const user = userEvent.setup();
    renderAs(ayse.userId, 'owner');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Burak Er' }),
      'viewer',
    );
    expect(await screen.findByText('Member role changed.')).toBeInTheDocument();
    expect(calls()).toContainEqual({
      path: `/api/collection/${collectionId}/members/${burak.userId}`,
      method: 'PUT',
      body: { role: 'viewer' },
    });

    await user.click(screen.getByRole('button', { name: 'Remove Burak Er' }));
    const question = screen.getByRole('group', { name: 'Remove Burak Er from the collection?' });
    // The first Enter after asking cancels rather than removes.
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed.')).toBeInTheDocument();
    expect(calls()).toContainEqual({
      path: `/api/collection/${collectionId}/members/${burak.userId}`,
      method: 'DELETE',
      body: undefined,
    });
  });

  it('withdraws a waiting invitation', async () => {
    const user = userEvent.setup();
    renderAs(ayse.userId, 'owner');
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw invitation: Invite link' }),
    );
    expect(await screen.findByText('Invitation withdrawn.')).toBeInTheDocument();
    expect(calls()).toContainEqual({
      path: `/api/collection/${collectionId}/invites/inv-link`,
      method: 'DELETE',
      body: undefined,
    });
  });

  it('shows every member, loading the page past the first from the keyboard', async () => {
    const user = userEvent.setup();
    const total = pageSizes.members + 3;
    const joined: Member[] = Array.from({ length: total }, (_, i) => ({
      userId: `u-${i + 1}`,
      name: 'Member',
      surname: `${i + 1}`,
      userName: `member_${i + 1}`,
      profileImagePath: null,
      role: 'viewer',
      joinedAt: '2026-11-01T10:00:00.000Z',
    }));
    memberPages = pagesOf(joined);
    renderAs(ayse.userId, 'owner');
    const list = await screen.findByRole('list', { name: `${total + 1} people` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1 + pageSizes.members);
    expect(within(list).queryByText(`Member ${total}`)).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Load more members' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(list).findByText(`Member ${total}`)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1 + total);
    expect(screen.queryByRole('button', { name: 'Load more members' })).not.toBeInTheDocument();
    expect(calls().filter((call) => call.path.includes('/members?'))).toEqual([
      expect.objectContaining({ path: expect.stringContaining('pageIndex=1&') }),
      expect.objectContaining({ path: expect.stringContaining('pageIndex=2&') }),
    ]);
  });
});

describe('MembersDialog, as a member', () => {
  it('lists everyone without the owner’s controls', async () => {
    renderAs(burak.userId, 'editor');
    expect(await screen.findByText('Burak Er')).toBeInTheDocument();
    expect(screen.getByText(/Editor · you/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting invitations' })).not.toBeInTheDocument();
    // The invitations are the owner's: a member's dialog never asks for them.
    expect(calls().map((call) => call.path)).not.toContainEqual(
      expect.stringMatching(/\/invites$/),
    );
  });

  it('leaves the collection after saying yes once', async () => {
    const user = userEvent.setup();
    const onLeft = vi.fn();
    renderAs(burak.userId, 'viewer', onLeft);
    await user.click(await screen.findByRole('button', { name: 'Leave collection' }));
    const question = screen.getByRole('group', { name: /Leave this collection\?/ });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(onLeft).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Leave collection' }));
    await user.click(
      within(screen.getByRole('group', { name: /Leave this collection\?/ })).getByRole('button', {
        name: 'Leave collection',
      }),
    );
    expect(await screen.findByText('You left the collection.')).toBeInTheDocument();
    expect(onLeft).toHaveBeenCalledOnce();
    expect(calls()).toContainEqual({
      path: `/api/collection/${collectionId}/members/${burak.userId}`,
      method: 'DELETE',
      body: undefined,
    });
  });
});
